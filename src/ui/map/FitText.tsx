/**
 * SVG text that is squeezed horizontally (textLength) only when, once laid out in the actual
 * font, it is wider than `maxWidth`. Names then never spill out of their box, whatever the font.
 */
import { useLayoutEffect, useRef, type SVGProps } from 'react';

/** `<text>` with a maximum width; other props go to the element. */
export function FitText({ maxWidth, children, ...rest }: SVGProps<SVGTextElement> & { maxWidth: number }) {
  const ref = useRef<SVGTextElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof el.getComputedTextLength !== 'function') return;
    el.removeAttribute('textLength');
    el.removeAttribute('lengthAdjust');
    if (el.getComputedTextLength() > maxWidth) {
      el.setAttribute('textLength', String(maxWidth));
      el.setAttribute('lengthAdjust', 'spacingAndGlyphs');
    }
  });
  return <text ref={ref} {...rest}>{children}</text>;
}
