import { describe, expect, it } from 'vitest';
import de from './catalogues/app-de.ts';
import en from './catalogues/app-en.ts';
import es from './catalogues/app-es.ts';
import fr from './catalogues/app-fr.ts';
import { formatMessage } from './format.ts';

const catalogues = { en, es, de, fr } as Record<string, Record<string, string>>;
const say = (language: string, key: string, values: Record<string, string | number>) =>
  formatMessage(catalogues[language]![key]!, values, language);

/** Sentences that carry a count say one thing for 1 and another for many, in every language. */
describe('count sentences', () => {
  it('the batch add: one book already there, in Spanish, and the sentence around it', () => {
    expect(say('es', 'add.skipped', { count: 1 })).toBe(' (1 ya estaba en tu biblioteca)');
    expect(say('es', 'add.skipped', { count: 3 })).toBe(' (3 ya estaban en tu biblioteca)');
    expect(say('es', 'add.addedCount', { count: 1, skipped: '' })).toBe('¡1 libro añadido!');
    expect(say('en', 'add.addedCount', { count: 1, skipped: '' })).toBe('Added 1 book!');
    expect(say('de', 'add.addedCount', { count: 2, skipped: '' })).toBe('2 Bücher hinzugefügt!');
    expect(say('fr', 'add.addedCount', { count: 1, skipped: '' })).toBe('1 livre ajouté !');
    expect(say('es', 'activity.d.batchSkipped', { count: 1 })).toBe(
      ' (1 ya estaba en tu biblioteca y se omitió)',
    );
    expect(say('fr', 'activity.d.batchSkipped', { count: 1 })).toBe(
      ' (1 déjà dans votre bibliothèque, ignoré)',
    );
  });

  it('selection, deletion and paging of one book', () => {
    expect(say('es', 'library.selected', { count: 1 })).toBe('1 seleccionado');
    expect(say('fr', 'library.selected', { count: 2 })).toBe('2 sélectionnés');
    expect(say('en', 'library.deleteBooksText', { count: 1 })).toBe(
      'Are you sure you want to delete 1 selected book?',
    );
    expect(say('de', 'library.deleteBooksText', { count: 1 })).toBe(
      'Möchtest du das ausgewählte Buch wirklich löschen?',
    );
    expect(say('es', 'library.deleteBooksText', { count: 4 })).toBe(
      '¿Seguro que quieres eliminar los 4 libros seleccionados?',
    );
    expect(say('en', 'pager.showing', { from: 1, to: 1, total: 1 })).toBe('Showing 1 to 1 of 1 result');
    expect(say('de', 'pager.showing', { from: 1, to: 1, total: 1 })).toBe('1 bis 1 von 1 Ergebnis');
    expect(say('es', 'pager.showing', { from: 1, to: 10, total: 12 })).toBe(
      'Mostrando 1 a 10 de 12 resultados',
    );
  });

  it('waiting counts (also "99+"), days and the admin overview', () => {
    expect(say('es', 'shell.waiting', { label: 'Amigos', count: '1' })).toBe('Amigos (1 pendiente)');
    expect(say('es', 'shell.waitingShort', { count: '99+' })).toBe(' (99+ pendientes)');
    expect(say('en', 'stats.tooltipLate', { days: 1 })).toBe(', late ones 1 day on average');
    expect(say('es', 'stats.tooltipLate', { days: 2.5 })).toBe(', las tardías con 2,5 días de media');
    expect(say('es', 'admin.overview.active', { n: 1 })).toBe('1 activa');
    expect(say('fr', 'admin.overview.suspended', { n: 1 })).toBe('1 suspendu');
  });
});
