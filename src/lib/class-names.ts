/** Joins the class names that apply, for conditional classes in the islands: `cx('a', on && 'b')`. */
export const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');
