/** The parts of pdfkit's document this needs beyond its typings. */
interface Internals {
  _font: { ref(): PDFKit.PDFKitReference; encode(text: string): [string[], unknown] };
}

/**
 * "Page N of M" in each footer without holding pages in memory. The footer shows a form XObject
 * that is written only when the document ends and M is known; each page itself is written out as
 * soon as the next one starts, and only these few-byte references wait until the end.
 */
export class PageNumbers {
  private readonly pending: PDFKit.PDFKitReference[] = [];

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly style: {
      useFont(): void;
      size: number;
      color: [number, number, number];
      /** The words around the numbers, in the document's language; 'Page 2 of 5' by default. */
      label?: (page: number, total: number) => string;
    },
  ) {}

  get count(): number {
    return this.pending.length;
  }

  /** Shows this page's number with its right end at x, on the baseline y. */
  stamp(x: number, y: number): void {
    const { doc } = this;
    const box = 300;
    const ref = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [-box, -box / 10, 0, box / 10] });
    this.pending.push(ref);
    const name = `PageNumber${this.pending.length}`;
    doc.page.xobjects[name] = ref;
    // pdfkit draws with y growing downwards; the form's own space has y growing upwards.
    doc.save();
    doc.transform(1, 0, 0, -1, x, y);
    doc.addContent(`/${name} Do`);
    doc.restore();
  }

  /** Writes every stamped number; call before doc.end(), which embeds the glyphs used here. */
  finish(): void {
    const { doc, style } = this;
    const total = this.pending.length;
    style.useFont();
    const font = (doc as unknown as Internals)._font;
    const [r, g, b] = style.color.map((c) => (c / 255).toFixed(3));
    this.pending.forEach((ref, i) => {
      const text = style.label ? style.label(i + 1, total) : `Page ${i + 1} of ${total}`;
      const width = doc.widthOfString(text);
      const [glyphs] = font.encode(text);
      Object.assign(ref.data, { Resources: { Font: { F1: font.ref() } } });
      ref.end(
        `${r} ${g} ${b} rg BT /F1 ${style.size} Tf ${(-width).toFixed(3)} 0 Td [<${glyphs.join('')}>] TJ ET`,
      );
    });
  }
}
