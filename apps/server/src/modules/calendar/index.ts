// The calendar module's public surface: other modules and the composition root import only this file.

export { calendarRoutes } from './calendar.routes.ts';
export type { CalendarService } from './calendar.service.ts';
export { createCalendarService } from './calendar.service.ts';
