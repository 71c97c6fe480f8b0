import { APP_NAME, type Book } from '@shelfwise/contract';
import PDFDocument from 'pdfkit';

/**
 * The PDF catalogue of spec §7 export: a title page with the owner and the date, then a table
 * (title, author, category, status, rating, tags) whose header row repeats on every page, and a
 * page number in each footer. Pages are written out as they fill (no page buffering), and the
 * books arrive in batches, so memory stays flat however large the collection.
 *
 * Uses the PDF standard fonts (no font files to ship): text outside Windows-1252 (for example
 * CJK titles) cannot be drawn with them.
 */

const MARGIN = 48;
const FONT_SIZE = 9;
const CELL_PADDING = 4;
const MAX_LINES_PER_CELL = 3;
const FOOTER_SPACE = 24;
const BRAND = '#4f46e5';
const ZEBRA = '#f3f4f6';

interface Column {
  label: string;
  width: number;
  value(book: Book): string;
}

/** Widths add up to the A4 text width (595 − 2 × 48 = 499 pt). */
const columns: Column[] = [
  { label: 'Title', width: 150, value: (b) => b.title },
  { label: 'Author', width: 105, value: (b) => b.author },
  { label: 'Category', width: 74, value: (b) => b.category || '–' },
  { label: 'Status', width: 56, value: (b) => b.status },
  { label: 'Rating', width: 34, value: (b) => (b.rating > 0 ? `${b.rating}/5` : '–') },
  { label: 'Tags', width: 80, value: (b) => b.tags.join(', ') || '–' },
];

export interface BookPdfInput {
  owner: string;
  date: Date;
  books: AsyncIterable<Book[]>;
  /** false leaves page streams readable as plain text (tests); true in production. */
  compress?: boolean;
  log?: { error(obj: unknown, msg: string): void };
}

const formatDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Yields to the event loop while the reader has not taken what was written (backpressure). */
async function drained(doc: PDFKit.PDFDocument): Promise<void> {
  while (!doc.destroyed && doc.readableLength > 1024 * 1024) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

export function renderBookPdf(input: BookPdfInput): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: input.compress ?? true,
    info: { Title: `Book collection of ${input.owner}`, Author: input.owner, Creator: APP_NAME },
  });
  let pageNumber = 0;
  const pageBottom = () => doc.page.height - MARGIN - FOOTER_SPACE;

  const drawFooter = () => {
    pageNumber++;
    const { bottom } = doc.page.margins;
    // Writing below the bottom margin would start a new page; lift the margin while drawing.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 6;
    doc.font('Helvetica').fontSize(8).fillColor('#6b7280');
    doc.text(`${APP_NAME} · ${input.owner}`, MARGIN, y, { width: 300, lineBreak: false });
    doc.text(`Page ${pageNumber}`, doc.page.width - MARGIN - 100, y, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
    doc.x = MARGIN;
    doc.y = MARGIN;
  };
  doc.on('pageAdded', drawFooter);

  const lineHeight = () => doc.currentLineHeight(true);

  const cellHeight = (text: string, width: number) =>
    Math.min(
      doc.heightOfString(text, { width: width - 2 * CELL_PADDING }),
      lineHeight() * MAX_LINES_PER_CELL,
    );

  const drawRow = (values: string[], options: { header?: boolean; shade?: boolean }) => {
    doc.font(options.header ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    const height =
      Math.max(...values.map((v, i) => cellHeight(v, columns[i]?.width ?? 0))) + 2 * CELL_PADDING;
    if (doc.y + height > pageBottom()) {
      doc.addPage();
      drawHeader();
      doc.font(options.header ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    }
    const top = doc.y;
    const tableWidth = columns.reduce((sum, c) => sum + c.width, 0);
    if (options.header) doc.rect(MARGIN, top, tableWidth, height).fill(BRAND);
    else if (options.shade) doc.rect(MARGIN, top, tableWidth, height).fill(ZEBRA);
    doc.fillColor(options.header ? '#ffffff' : '#111827');
    let x = MARGIN;
    values.forEach((value, i) => {
      const width = columns[i]?.width ?? 0;
      doc.text(value, x + CELL_PADDING, top + CELL_PADDING, {
        width: width - 2 * CELL_PADDING,
        height: height - 2 * CELL_PADDING,
        ellipsis: true,
      });
      x += width;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };

  const drawHeader = () =>
    drawRow(
      columns.map((c) => c.label),
      { header: true },
    );

  const drawTitlePage = () => {
    drawFooter();
    doc.moveDown(10);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(BRAND)
      .text(APP_NAME.toUpperCase(), { align: 'center' });
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(28).fillColor('#111827').text('Book Collection', { align: 'center' });
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(16).text(input.owner, { align: 'center' });
    doc.moveDown(0.5);
    doc
      .fontSize(11)
      .fillColor('#4b5563')
      .text(`Exported on ${formatDate(input.date)}`, { align: 'center' });
  };

  const write = async () => {
    drawTitlePage();
    doc.addPage();
    drawHeader();
    let count = 0;
    for await (const batch of input.books) {
      for (const book of batch) {
        drawRow(
          columns.map((c) => c.value(book)),
          { shade: count % 2 === 1 },
        );
        count++;
      }
      await drained(doc);
    }
    if (count === 0) {
      doc
        .moveDown()
        .font('Helvetica')
        .fontSize(FONT_SIZE)
        .fillColor('#4b5563')
        .text('No books found in your collection');
    } else {
      doc
        .moveDown()
        .font('Helvetica')
        .fontSize(FONT_SIZE)
        .fillColor('#4b5563')
        .text(`${count.toLocaleString('en-US')} ${count === 1 ? 'book' : 'books'}`, MARGIN);
    }
    doc.end();
  };

  write().catch((error: unknown) => {
    input.log?.error({ err: error }, 'PDF export failed');
    // The headers are gone already; ending the stream with an error aborts the download.
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}
