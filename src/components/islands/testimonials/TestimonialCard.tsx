import { fillTemplate } from '~/lib/placeholders';
import { STAR_EMPTY_CLASS, STAR_FILLED_CLASS, STAR_SYMBOL_ID } from '~/components/ui/star-shape';
import { QuoteIcon } from '~/components/islands/shared/icons';
import type { AvatarColour, Testimonial } from '~/schemas/testimonial';

/**
 * Avatar backgrounds, written out in full so Tailwind finds the class names. All are -700 shades:
 * white initials on each stay above 4.5:1.
 */
const avatarBackground: Record<AvatarColour, string> = {
  blue: 'bg-blue-700',
  emerald: 'bg-emerald-700',
  violet: 'bg-violet-700',
  rose: 'bg-rose-700',
  amber: 'bg-amber-700',
  teal: 'bg-teal-700',
};

const MAX_STARS = 5;

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** How the stars are read out, for example "Rated {rating} out of 5". */
  ratingLabel: string;
}

/**
 * One testimonial: stars with their text, the quote, and who said it. The page renders it (the reviews
 * section) into the carousel island's slots; inside the carousel's current slide, marked
 * `data-highlighted` where more than one card shows, it draws itself highlighted.
 */
export function TestimonialCard({ testimonial, ratingLabel }: TestimonialCardProps) {
  const { name, role, location, rating, text, initials, colour } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow in-data-highlighted:shadow-md in-data-highlighted:ring-2 in-data-highlighted:ring-brand-600">
      <div className="flex items-center justify-between gap-4">
        <p className="flex items-center gap-0.5">
          {Array.from({ length: MAX_STARS }, (_, star) => (
            <svg
              key={star}
              viewBox="0 0 24 24"
              aria-hidden="true"
              className={`size-5 stroke-[1.5] ${star < rating ? STAR_FILLED_CLASS : STAR_EMPTY_CLASS}`}
            >
              {/* The page's star symbol (components/ui/StarSymbol.astro, beside this island). */}
              <use href={`#${STAR_SYMBOL_ID}`} />
            </svg>
          ))}
          <span className="sr-only">{fillTemplate(ratingLabel, { rating })}</span>
        </p>
        <QuoteIcon className="size-8 shrink-0 text-brand-100" />
      </div>
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">
        <p>{text}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex size-12 shrink-0 items-center justify-center rounded-full text-base font-bold text-white ${avatarBackground[colour]}`}
        >
          {initials}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block text-sm text-slate-600">{`${role}, ${location}`}</span>
        </span>
      </figcaption>
    </figure>
  );
}
