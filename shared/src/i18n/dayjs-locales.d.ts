// dayjs ships its locale files without per-file typings; they only register themselves.
declare module 'dayjs/locale/*.js';
