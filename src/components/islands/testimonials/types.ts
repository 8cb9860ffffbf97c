/** Avatar background colours; keep in step with `avatarColours` in src/content.config.ts. */
export type AvatarColour = 'blue' | 'emerald' | 'violet' | 'rose' | 'amber' | 'teal';

/** One testimonial as the island receives it: plain data, already in page order. */
export interface Testimonial {
  /** Unique key, for example "owner-regina". */
  id: string;
  name: string;
  role: string;
  location: string;
  /** Whole stars from 1 to 5. */
  rating: number;
  text: string;
  /** One to three capital letters shown in the avatar circle. */
  initials: string;
  colour: AvatarColour;
}
