/**
 * The page's stylesheet in two, for a first view that paints from the first round trip: the rules the
 * header and the hero need, inlined in the head, and the rest, after the hero.
 */
import postcss, { type ChildNode, type Container } from 'postcss';

/** At-rules whose rules are read one by one; any other at-rule is one rule, whole. */
const groupingAtRules = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

/** A rule, with the at-rules around it. */
interface Leaf {
  node: ChildNode;
  /** Its selector and at-rules, by which a rule of the first view's stylesheet is found. */
  place: string;
  /** The properties it sets; for a @keyframes, @property or nested rule, its own text. */
  properties: string[];
  /** What it shares with utilities of its kind: at-rules, selector less its one class, properties. */
  kind: string;
  /** Its outermost cascade layer: rules of different layers never compete on order. */
  layer: string;
}

function leaves(container: Container, context = '', layer = ''): Leaf[] {
  return (container.nodes ?? []).flatMap((node): Leaf[] => {
    if (node.type === 'atrule' && node.nodes && groupingAtRules.has(node.name))
      return leaves(
        node,
        `${context}@${node.name} ${node.params}{`,
        layer || (node.name === 'layer' ? node.params : ''),
      );
    if (node.type === 'comment') return [];
    const text = context + node.toString();
    const declarations = node.type === 'rule' ? node.nodes.filter((child) => child.type === 'decl') : [];
    if (node.type !== 'rule' || declarations.length !== node.nodes.length)
      return [{ node, place: text, properties: [text], kind: text, layer }];
    const properties = declarations.map((declaration) => declaration.prop);
    // One class, then pseudo-classes or attributes of the same element: `.x`, `.x:hover`.
    const utility = /^\.(?:\\.|[\w-])+((?::[\w-]+|\[[^\]]*\])*)$/.exec(node.selector);
    const kind = utility ? `${context}&${utility[1]}{${properties.toSorted().join(';')}` : text;
    return [{ node, place: `${context}${node.selector}{`, properties, kind, layer }];
  });
}

const sideNames: Record<string, string[]> = {
  top: ['top'],
  right: ['right'],
  bottom: ['bottom'],
  left: ['left'],
  x: ['left', 'right'],
  y: ['top', 'bottom'],
  // Either direction: the start of a line is its left or its right.
  inline: ['left', 'right'],
  'inline-start': ['left', 'right'],
  'inline-end': ['left', 'right'],
  block: ['top', 'bottom'],
  'block-start': ['top'],
  'block-end': ['bottom'],
};
const boxSides =
  /^(margin|padding|scroll-margin|scroll-padding|inset|border)(?:-(top|right|bottom|left|x|y|inline|inline-start|inline-end|block|block-start|block-end))?(?:-(width|style|color))?$/;
/** Shorthands whose longhands do not share their name, and logical names of physical properties. */
const setsOf: Record<string, string[]> = {
  top: ['inset-top'],
  right: ['inset-right'],
  bottom: ['inset-bottom'],
  left: ['inset-left'],
  overflow: ['overflow-x', 'overflow-y'],
  'overflow-inline': ['overflow-x', 'overflow-y'],
  'overflow-block': ['overflow-x', 'overflow-y'],
  gap: ['row-gap', 'column-gap'],
  'inline-size': ['width'],
  'block-size': ['height'],
  'min-inline-size': ['min-width'],
  'min-block-size': ['min-height'],
  'max-inline-size': ['max-width'],
  'max-block-size': ['max-height'],
  'place-items': ['align-items', 'justify-items'],
  'place-content': ['align-content', 'justify-content'],
  'place-self': ['align-self', 'justify-self'],
  'white-space': ['white-space-collapse', 'text-wrap-mode'],
  'text-wrap': ['text-wrap-mode', 'text-wrap-style'],
  font: ['font', 'line-height'],
  'flex-flow': ['flex-direction', 'flex-wrap'],
  'grid-area': ['grid-row', 'grid-column'],
};

/**
 * The longhands `property` sets, roughly: a side of the box, a shorthand, or itself; a name that
 * begins another's (`background`, `background-color`) is its shorthand (see `cascadeTogether`).
 */
function longhands(property: string): string[] {
  if (property.startsWith('--')) return [property];
  const name = property.replace(/^-\w+-/, '');
  if (name === 'all') return ['*'];
  if (name.endsWith('-radius')) return ['border-radius'];
  const box = boxSides.exec(name);
  if (box && (box[1] === 'border' || !box[3])) {
    const [, base, side, part] = box;
    const parts = base === 'border' ? (part ? [part] : ['width', 'style', 'color']) : [undefined];
    return (side ? sideNames[side] : ['top', 'right', 'bottom', 'left']).flatMap((one) =>
      parts.map((each) => [base, one, each].filter(Boolean).join('-')),
    );
  }
  return setsOf[name] ?? [name];
}

/** Whether two properties can set the same longhand: then the later declaration wins. Errs wide. */
function cascadeTogether(one: string, other: string): boolean {
  return longhands(one).some((a) =>
    longhands(other).some((b) => a === '*' || b === '*' || a === b || a.startsWith(`${b}-`) || b.startsWith(`${a}-`)),
  );
}

/**
 * The whole stylesheet `wholeCss` in two parts, in its own order: what the first view needs (each
 * rule `firstViewCss` holds, with every rule before it that it competes with) and the rest.
 */
function competes(earlier: Leaf, later: Leaf) {
  return (
    earlier.layer === later.layer &&
    earlier.kind !== later.kind &&
    earlier.properties.some((one) => later.properties.some((other) => one === other || cascadeTogether(one, other)))
  );
}

/** Rules the first paint cannot use: states a visitor brings about (hover, focus, an open menu). */
const interactive =
  /:(?:hover|focus|focus-visible|focus-within|active|open|popover-open)\b|\[open\]|\[aria-expanded=true\]/;

/**
 * `wholeCss` in two, each in its order: `firstView`, every rule `firstViewCss` has (a stylesheet
 * generated from the first view's files alone) and the earlier rules they compete with, and `rest`.
 *
 * Every rule is written once, and the browser resolves the cascade exactly as from the whole stylesheet: a
 * rule moved ahead takes with it every earlier rule it competes with (sets a property that cascades with
 * one of its own, in the same layer), so no two competing rules change order. Utilities of one kind
 * (`text-slate-600`, `text-slate-700`: one class, one variant, the same properties) are not said to
 * compete: an element never carries two of them.
 */
export function splitStylesheet(wholeCss: string, firstViewCss: string): { firstView: string; rest: string } {
  const needed = new Set(
    leaves(postcss.parse(firstViewCss))
      .map((leaf) => leaf.place)
      .filter((place) => !interactive.test(place)),
  );
  const firstView = postcss.parse(wholeCss);
  const rest = firstView.clone();
  const all = leaves(firstView);
  const inFirstView = all.map((leaf) => needed.has(leaf.place));
  // From the last rule back, so each rule knows every later rule's part before deciding its own.
  for (let index = all.length - 1; index >= 0; index -= 1)
    inFirstView[index] ||= all.some((later, at) => at > index && inFirstView[at] && competes(all[index], later));
  leaves(rest).forEach((leaf, index) => inFirstView[index] && leaf.node.remove());
  all.forEach((leaf, index) => !inFirstView[index] && leaf.node.remove());
  rest.walkComments((comment) => {
    comment.remove();
  });
  for (const part of [firstView, rest]) removeEmptyAtRules(part);
  return { firstView: firstView.toString(), rest: rest.toString() };
}

/** Drops the grouping at-rules (innermost first) that moving rules out left empty. */
function removeEmptyAtRules(container: Container) {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type !== 'atrule' || !node.nodes || !groupingAtRules.has(node.name)) continue;
    removeEmptyAtRules(node);
    if (node.nodes.length === 0) node.remove();
  }
}
