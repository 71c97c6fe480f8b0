import { APP_NAME, type Book, type BookStatus, bookStatuses } from '@shelfwise/contract';
import PDFDocument from 'pdfkit';
import { BOLD, face, forgetWordLayouts, mapRightToLeftLigatures, REGULAR } from '../../platform/pdf/fonts.ts';
import { PageNumbers } from '../../platform/pdf/page-numbers.ts';
import { layoutText } from '../../platform/pdf/text-runs.ts';
import { createPdfWriter, type TextStyle } from '../../platform/pdf/writer.ts';

/**
 * The PDF catalogue of spec §7 export: a cover page with the owner, the date and a summary, then a
 * table (title, author, category, status, rating, tags) whose header row repeats on every page, and
 * "Page N of M" in each footer. Pages are written out as they fill (no page buffering), and the
 * books arrive in batches, so memory stays flat however large the collection.
 *
 * Text in any script the embedded Noto fonts cover is drawn shaped and in visual order (see
 * platform/pdf/text-runs.ts); a character none of them has is drawn as U+FFFD.
 */

const MARGIN = 48;
const FONT_SIZE = 9;
const CELL_PADDING = 4;
const MAX_LINES_PER_CELL = 3;
const FOOTER_SPACE = 24;
const BRAND = '#4f46e5';
const ZEBRA = '#f3f4f6';
const INK = '#111827';
const MUTED: [number, number, number] = [107, 114, 128];
const SOFT = '#4b5563';

interface Column {
  label: string;
  width: number;
  value(book: Book): string;
}

/** The document's words in each language of the settings; the owner's language picks one. */
const words = {
  en: {
    columns: ['Title', 'Author', 'Category', 'Status', 'Rating', 'Tags'],
    status: {
      Available: 'Available',
      Loaned: 'Loaned',
      Reserved: 'Reserved',
      Lost: 'Lost',
    },
    collectionOf: (owner: string) => `Book collection of ${owner}`,
    heading: 'Book Collection',
    exportedOn: (date: string) => `Exported on ${date}`,
    summary: 'Summary',
    books: 'Books',
    onLoan: 'On loan now',
    byStatus: 'By status',
    empty: 'No books found in your collection',
    page: (page: number, total: number) => `Page ${page} of ${total}`,
    count: (n: number, shown: string) => `${shown} ${n === 1 ? 'book' : 'books'}`,
    locale: 'en-US',
  },
  es: {
    columns: ['Título', 'Autor', 'Categoría', 'Estado', 'Valoración', 'Etiquetas'],
    status: {
      Available: 'Disponible',
      Loaned: 'Prestado',
      Reserved: 'Reservado',
      Lost: 'Perdido',
    },
    collectionOf: (owner: string) => `Colección de libros de ${owner}`,
    heading: 'Colección de libros',
    exportedOn: (date: string) => `Exportado el ${date}`,
    summary: 'Resumen',
    books: 'Libros',
    onLoan: 'Prestados ahora',
    byStatus: 'Por estado',
    empty: 'No hay libros en tu colección',
    page: (page: number, total: number) => `Página ${page} de ${total}`,
    count: (n: number, shown: string) => `${shown} ${n === 1 ? 'libro' : 'libros'}`,
    locale: 'es',
  },
  fr: {
    columns: ['Titre', 'Auteur', 'Catégorie', 'Statut', 'Note', 'Étiquettes'],
    status: {
      Available: 'Disponible',
      Loaned: 'Prêté',
      Reserved: 'Réservé',
      Lost: 'Perdu',
    },
    collectionOf: (owner: string) => `Collection de livres de ${owner}`,
    heading: 'Collection de livres',
    exportedOn: (date: string) => `Exporté le ${date}`,
    summary: 'Résumé',
    books: 'Livres',
    onLoan: 'Prêtés en ce moment',
    byStatus: 'Par statut',
    empty: 'Aucun livre dans votre collection',
    page: (page: number, total: number) => `Page ${page} sur ${total}`,
    count: (n: number, shown: string) => `${shown} ${n <= 1 ? 'livre' : 'livres'}`,
    locale: 'fr',
  },
  de: {
    columns: ['Titel', 'Autor', 'Kategorie', 'Status', 'Bewertung', 'Schlagwörter'],
    status: {
      Available: 'Verfügbar',
      Loaned: 'Verliehen',
      Reserved: 'Reserviert',
      Lost: 'Verloren',
    },
    collectionOf: (owner: string) => `Büchersammlung von ${owner}`,
    heading: 'Büchersammlung',
    exportedOn: (date: string) => `Exportiert am ${date}`,
    summary: 'Übersicht',
    books: 'Bücher',
    onLoan: 'Gerade verliehen',
    byStatus: 'Nach Status',
    empty: 'Keine Bücher in deiner Sammlung',
    page: (page: number, total: number) => `Seite ${page} von ${total}`,
    count: (n: number, shown: string) => `${shown} ${n === 1 ? 'Buch' : 'Bücher'}`,
    locale: 'de',
  },
} satisfies Record<
  string,
  { columns: string[]; status: Record<BookStatus, string> } & Record<string, unknown>
>;
type Words = (typeof words)['en'];

/** Widths add up to the A4 text width (595 − 2 × 48 = 499 pt). */
const columnsIn = (w: Words): Column[] => [
  { label: w.columns[0] ?? '', width: 148, value: (b) => b.title },
  { label: w.columns[1] ?? '', width: 100, value: (b) => b.author },
  { label: w.columns[2] ?? '', width: 72, value: (b) => b.category || '–' },
  { label: w.columns[3] ?? '', width: 60, value: (b) => w.status[b.status] ?? b.status },
  { label: w.columns[4] ?? '', width: 42, value: (b) => (b.rating > 0 ? `${b.rating}/5` : '–') },
  { label: w.columns[5] ?? '', width: 77, value: (b) => b.tags.join(', ') || '–' },
];
const TABLE_WIDTH = columnsIn(words.en).reduce((sum, c) => sum + c.width, 0);

export interface BookPdfSummary {
  /** Books in the document (the list's filters applied). */
  total: number;
  byStatus: Record<BookStatus, number>;
  /** Books lent out right now. */
  onLoan: number;
}

export interface BookPdfInput {
  owner: string;
  /** The owner's language (settings): the headings, statuses, dates and page numbers follow it. */
  language?: string;
  date: Date;
  summary: BookPdfSummary;
  books: AsyncIterable<Book[]>;
  /** false leaves page streams readable as plain text (tests); true in production. */
  compress?: boolean;
  log?: { error(obj: unknown, msg: string): void };
}

const formatDate = (date: Date, locale = 'en-US') =>
  date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const formatCount = (n: number, locale = 'en-US') => n.toLocaleString(locale);

/** Yields to the event loop while the reader has not taken what was written (backpressure). */
async function drained(doc: PDFKit.PDFDocument): Promise<void> {
  while (!doc.destroyed && doc.readableLength > 1024 * 1024) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

export function renderBookPdf(input: BookPdfInput): PDFKit.PDFDocument {
  const w: Words = words[(input.language ?? 'en') as keyof typeof words] ?? words.en;
  const columns = columnsIn(w);
  const locale = w.locale;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: input.compress ?? true,
    info: { Title: w.collectionOf(input.owner), Author: input.owner, Creator: APP_NAME },
  });
  const { useFace, measure, lineHeight, drawBlock, drawText } = createPdfWriter(doc);
  const pageNumbers = new PageNumbers(doc, {
    useFont: () => useFace('sans', 8),
    size: 8,
    color: MUTED,
    label: w.page,
  });
  const pageBottom = () => doc.page.height - MARGIN - FOOTER_SPACE;

  const drawFooter = () => {
    const y = doc.page.height - MARGIN + 6;
    drawText(`${APP_NAME} · ${input.owner}`, MARGIN, y, 300, { size: 8, color: '#6b7280', maxLines: 1 });
    pageNumbers.stamp(doc.page.width - MARGIN, y + face('sans').ascent * 8);
  };
  doc.on('pageAdded', drawFooter);

  // The header labels are single words: one size for all that fits the widest in its column, so
  // none is ever cut inside a word.
  const headerSize = Math.min(
    FONT_SIZE,
    ...columns.map((c) => {
      const block = layoutText(c.label, { chain: BOLD, size: 1, measure, width: Number.POSITIVE_INFINITY });
      const widest = Math.max(...block.lines.map((l) => l.width));
      return (c.width - 2 * CELL_PADDING) / widest;
    }),
  );

  const drawRow = (values: string[], options: { header?: boolean; shade?: boolean }) => {
    const style: TextStyle = options.header
      ? { chain: BOLD, size: headerSize, color: '#ffffff' }
      : { chain: REGULAR, size: FONT_SIZE, color: INK };
    const blocks = values.map((value, i) =>
      layoutText(value, {
        chain: style.chain ?? REGULAR,
        size: style.size,
        measure,
        width: (columns[i]?.width ?? 0) - 2 * CELL_PADDING,
        maxLines: MAX_LINES_PER_CELL,
      }),
    );
    const lines = Math.max(1, ...blocks.map((b) => b.lines.length));
    const height = lines * lineHeight(style.size) + 2 * CELL_PADDING;
    if (doc.y + height > pageBottom()) {
      doc.addPage();
      drawHeader();
    }
    const top = doc.y;
    if (options.header) doc.rect(MARGIN, top, TABLE_WIDTH, height).fill(BRAND);
    else if (options.shade) doc.rect(MARGIN, top, TABLE_WIDTH, height).fill(ZEBRA);
    let x = MARGIN;
    blocks.forEach((block, i) => {
      const width = columns[i]?.width ?? 0;
      drawBlock(block, x + CELL_PADDING, top + CELL_PADDING, width - 2 * CELL_PADDING, style);
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

  const drawSummary = (top: number) => {
    const { summary } = input;
    const width = 260;
    const x = (doc.page.width - width) / 2;
    const rowHeight = lineHeight(11) + 6;
    const rows: [string, number, boolean][] = [
      [w.books, summary.total, true],
      [w.onLoan, summary.onLoan, true],
      ...bookStatuses.map((s): [string, number, boolean] => [w.status[s], summary.byStatus[s] ?? 0, false]),
    ];
    let y = top;
    drawText(w.summary, x, y, width, { chain: BOLD, size: 13, color: INK });
    y += lineHeight(13) + 8;
    rows.forEach(([label, count, strong], i) => {
      if (i === 2) {
        drawText(w.byStatus, x, y + 4, width, { chain: BOLD, size: 10, color: SOFT });
        y += lineHeight(10) + 8;
      }
      if (i % 2 === 0) doc.rect(x - 8, y - 3, width + 16, rowHeight).fill(ZEBRA);
      drawText(label, x, y, width, { size: 11, color: strong ? INK : SOFT });
      drawText(formatCount(count, locale), x, y, width, {
        chain: strong ? BOLD : REGULAR,
        size: 11,
        color: INK,
        align: 'right',
      });
      y += rowHeight;
    });
  };

  const drawCoverPage = () => {
    drawFooter();
    const width = doc.page.width - 2 * MARGIN;
    let y = 170;
    y += drawText(APP_NAME.toUpperCase(), MARGIN, y, width, {
      chain: BOLD,
      size: 12,
      color: BRAND,
      align: 'center',
    });
    y += 6;
    y += drawText(w.heading, MARGIN, y, width, {
      chain: BOLD,
      size: 28,
      color: INK,
      align: 'center',
    });
    y += 6;
    y += drawText(input.owner, MARGIN, y, width, { size: 16, color: INK, align: 'center', maxLines: 2 });
    y += 6;
    y += drawText(w.exportedOn(formatDate(input.date, locale)), MARGIN, y, width, {
      size: 11,
      color: SOFT,
      align: 'center',
    });
    drawSummary(y + 48);
  };

  const drawClosingLine = (text: string) => {
    const top = doc.y + lineHeight(FONT_SIZE);
    if (top + lineHeight(FONT_SIZE) > pageBottom()) {
      doc.addPage();
      drawHeader();
    }
    drawText(text, MARGIN, doc.y + lineHeight(FONT_SIZE), TABLE_WIDTH, { size: FONT_SIZE, color: SOFT });
  };

  const write = async () => {
    drawCoverPage();
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
      forgetWordLayouts(doc);
      await drained(doc);
    }
    drawClosingLine(count === 0 ? w.empty : w.count(count, formatCount(count, locale)));
    pageNumbers.finish();
    mapRightToLeftLigatures(doc);
    doc.end();
  };

  write().catch((error: unknown) => {
    input.log?.error({ err: error }, 'PDF export failed');
    // The headers are gone already; ending the stream with an error aborts the download.
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}
