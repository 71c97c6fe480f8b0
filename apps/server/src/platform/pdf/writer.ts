import { type FaceId, face, REGULAR } from './fonts.ts';
import { layoutText, type TextBlock } from './text-runs.ts';

/**
 * Text drawing shared by every PDF the app writes (the book catalogue, payment receipts): each
 * text is laid out by text-runs.ts over the embedded Noto faces, so a name or a title in any script
 * they cover comes out shaped and in visual order, and a character none has is drawn as U+FFFD,
 * never as a wrong glyph. Fonts are registered with the document the first time they are used
 * (pdfkit embeds only the glyphs drawn).
 */

export interface TextStyle {
  chain?: readonly FaceId[];
  size: number;
  color?: string;
  /** 'start' is left, or right for a right-to-left text. */
  align?: 'start' | 'center' | 'right';
  maxLines?: number;
}

export interface PdfWriter {
  /** Selects a face at a size (registering it with the document on first use). */
  useFace(id: FaceId, size: number): void;
  /** Width of a word in em of the face, measured by the document's own fonts. */
  measure(id: FaceId, word: string): number;
  /** Line height in points: the Latin face's ascent and descent, which leave room for stacked marks. */
  lineHeight(size: number): number;
  layout(text: string, width: number, style: TextStyle): TextBlock;
  /** Draws laid-out lines; the document's cursor (doc.x, doc.y) stays where it was. */
  drawBlock(block: TextBlock, x: number, top: number, width: number, style: TextStyle): void;
  /** Draws a text in a box and answers the height it took. */
  drawText(text: string, x: number, top: number, width: number, style: TextStyle): number;
}

export function createPdfWriter(doc: PDFKit.PDFDocument): PdfWriter {
  const registered = new Set<FaceId>();
  const useFace = (id: FaceId, size: number) => {
    if (!registered.has(id)) {
      doc.registerFont(id, face(id).data);
      registered.add(id);
    }
    doc.font(id).fontSize(size);
  };
  // Measured by the document's own fonts, so a word is laid out once for measuring and drawing.
  const measure = (id: FaceId, word: string) => {
    useFace(id, 1);
    return doc.widthOfString(word);
  };
  const lineHeight = (size: number) => (face('sans').ascent - face('sans').descent) * size;
  const layout = (text: string, width: number, style: TextStyle) =>
    layoutText(text, {
      chain: style.chain ?? REGULAR,
      size: style.size,
      measure,
      width,
      maxLines: style.maxLines,
    });

  const drawBlock = (block: TextBlock, x: number, top: number, width: number, style: TextStyle) => {
    const cursor = { x: doc.x, y: doc.y };
    if (style.color) doc.fillColor(style.color);
    block.lines.forEach((line, i) => {
      const baseline = top + i * lineHeight(style.size) + face('sans').ascent * style.size;
      let left = x;
      if (style.align === 'center') left = x + (width - line.width) / 2;
      else if (style.align === 'right' || block.rtl) left = x + width - line.width;
      for (const run of line.runs) {
        if (run.text.trim()) {
          useFace(run.face, style.size);
          doc.text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
        }
        left += run.width;
      }
    });
    doc.x = cursor.x;
    doc.y = cursor.y;
  };

  const drawText = (text: string, x: number, top: number, width: number, style: TextStyle): number => {
    const block = layout(text, width, style);
    drawBlock(block, x, top, width, style);
    return block.lines.length * lineHeight(style.size);
  };

  return { useFace, measure, lineHeight, layout, drawBlock, drawText };
}
