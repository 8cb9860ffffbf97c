/**
 * Tailwind's preflight styles every form control a page could have; the site has no date or time
 * picker, search field, number field, file picker, progress bar or list-box select, and their rules
 * cost a quarter of a kilobyte of gzip on every page. The page's stylesheet leaves them out. A page
 * that gains one of these controls takes it off this list (tests/unit/absent-controls.test.ts finds
 * any in src/ that is still on it).
 */
import postcss from 'postcss';

interface AbsentControl {
  /** The control, as a message names it. */
  name: string;
  /** How a component writes it. */
  inSource: RegExp;
  /** The selectors by which preflight styles it, and nothing else. */
  selector: RegExp;
}

export const absentControls: AbsentControl[] = [
  {
    name: 'a date or time <input> (date, time, datetime-local, month, week)',
    inSource: /type=["'{`]*(?:date|time|datetime-local|month|week)\b/,
    selector: /::-webkit-(?:date-and-time-value|datetime-edit|calendar-picker-indicator)/,
  },
  { name: 'a search <input>', inSource: /type=["'{`]*search\b/, selector: /::-webkit-search-decoration/ },
  {
    name: 'a number <input>',
    inSource: /type=["'{`]*number\b/,
    selector: /::-webkit-(?:inner|outer)-spin-button/,
  },
  { name: 'a file <input>', inSource: /type=["'{`]*file\b/, selector: /::file-selector-button/ },
  { name: 'a <progress>', inSource: /<progress\b/, selector: /^progress$/ },
  {
    name: 'a <select> with multiple or size',
    inSource: /<select\b[^>]*\b(?:multiple|size)\b/,
    selector: /\bselect:is\(\[multiple\],\s*\[size\]\)/,
  },
];

/** `css` without the selectors of `absentControls`, and without the rules that had only those. */
export function withoutAbsentControls(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter(
      (selector) => !absentControls.some((control) => control.selector.test(selector)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  return root.toString();
}
