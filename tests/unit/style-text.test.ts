/**
 * The stylesheets as the text of the page's `<style>` elements (src/lib/build/style-text.ts); how a
 * browser reads them back is tests/e2e/first-view.spec.ts's.
 */
import { describe, expect, it } from 'vitest';
import { headStyleText, svgStyleText } from '~/lib/build/style-text';

describe('the text of the <style> inside an <svg>', () => {
  it('is one CDATA section holding the stylesheet as it is', () => {
    expect(svgStyleText('.a::after{content:"&amp; <b>"}')).toBe('<![CDATA[.a::after{content:"&amp; <b>"}]]>');
  });

  it('splits the section where the stylesheet holds its end, so the text read back is the same', () => {
    expect(svgStyleText('[title="]]>"]{color:red}')).toBe('<![CDATA[[title="]]]]><![CDATA[>"]{color:red}]]>');
  });
});

describe('the text of the <style> in the head', () => {
  it('is the stylesheet as it is, & and < included (the head reads it raw)', () => {
    expect(headStyleText('.a::after{content:"&amp; <b>"}')).toBe('.a::after{content:"&amp; <b>"}');
  });

  it('stops the build at a rule that would end the element early', () => {
    expect(() => headStyleText('.a::after{content:"</STYLE>"}')).toThrow(
      'src/styles/global.css: a rule the first view needs holds "</style"',
    );
  });
});
