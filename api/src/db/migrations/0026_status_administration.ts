import { sql, type Kysely } from 'kysely';

// Status administration. Kinds become new / open / pending / resolved / closed (what the hub filter
// and the service-level clock read); existing rows map open→new, in_progress→open (a row named
// 'Pending'→pending), closed→closed (a row named 'Resolved'→resolved). Statuses gain translated
// names (`names`, by locale; `name` stays the default), one default per organisation (what new
// tickets get: the status they got until now), whether they pause the service-level clock, and
// `updated_at`. The seeded statuses still carrying their English name get their translations, and
// the seeded blue, too light for white tag text, becomes a darker blue.

const SEEDED_TRANSLATIONS: Record<string, Record<string, string>> = {
  Open: { 'en-us': 'Open', 'de-de': 'Offen', 'es-es': 'Abierto', 'fr-fr': 'Ouvert', 'nl-nl': 'Open', 'pt-pt': 'Aberto', 'ar-ae': 'مفتوحة', 'hi-in': 'खुला', 'ru-ru': 'Открыт', 'zh-cn': '待处理' },
  'In Progress': { 'en-us': 'In Progress', 'de-de': 'In Bearbeitung', 'es-es': 'En curso', 'fr-fr': 'En cours', 'nl-nl': 'In behandeling', 'pt-pt': 'Em curso', 'ar-ae': 'قيد المعالجة', 'hi-in': 'प्रगति में', 'ru-ru': 'В работе', 'zh-cn': '处理中' },
  Pending: { 'en-us': 'Pending', 'de-de': 'Wartend', 'es-es': 'Pendiente', 'fr-fr': 'En attente', 'nl-nl': 'In afwachting', 'pt-pt': 'Pendente', 'ar-ae': 'معلّقة', 'hi-in': 'लंबित', 'ru-ru': 'В ожидании', 'zh-cn': '等待中' },
  Resolved: { 'en-us': 'Resolved', 'de-de': 'Gelöst', 'es-es': 'Resuelto', 'fr-fr': 'Résolu', 'nl-nl': 'Opgelost', 'pt-pt': 'Resolvido', 'ar-ae': 'تم الحل', 'hi-in': 'हल हो गया', 'ru-ru': 'Решён', 'zh-cn': '已解决' },
  Closed: { 'en-us': 'Closed', 'de-de': 'Geschlossen', 'es-es': 'Cerrado', 'fr-fr': 'Fermé', 'nl-nl': 'Gesloten', 'pt-pt': 'Fechado', 'ar-ae': 'مغلقة', 'hi-in': 'बंद', 'ru-ru': 'Закрыт', 'zh-cn': '已关闭' },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table statuses drop constraint if exists statuses_kind_check`.execute(db);
  await sql`
    update statuses set kind = case
      when kind = 'open' then 'new'
      when kind = 'in_progress' then case when name = 'Pending' then 'pending' else 'open' end
      else case when name = 'Resolved' then 'resolved' else 'closed' end
    end`.execute(db);
  await sql`alter table statuses add constraint statuses_kind_check check (kind in ('new', 'open', 'pending', 'resolved', 'closed'))`.execute(db);

  await sql`alter table statuses add column names jsonb not null default '{}'::jsonb`.execute(db);
  await sql`alter table statuses add column is_default boolean not null default false`.execute(db);
  await sql`alter table statuses add column pauses_sla boolean not null default false`.execute(db);
  await sql`alter table statuses add column updated_at timestamptz not null default now()`.execute(db);

  // The default is the status new tickets got so far: the first of the former 'open' kind, else the first.
  await sql`
    update statuses set is_default = true
    where id in (
      select distinct on (organization_id) id from statuses
      order by organization_id, case when kind = 'new' then 0 else 1 end, position, id
    )`.execute(db);
  await sql`create unique index statuses_org_default_key on statuses (organization_id) where is_default`.execute(db);

  for (const [name, names] of Object.entries(SEEDED_TRANSLATIONS)) {
    await sql`update statuses set names = ${JSON.stringify(names)}::jsonb where name = ${name} and names = '{}'::jsonb`.execute(db);
  }
  await sql`update statuses set pauses_sla = true where name = 'Pending' and kind = 'pending'`.execute(db);
  await sql`update statuses set color = '#0958d9' where name = 'Open' and lower(color) = '#1677ff'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists statuses_org_default_key`.execute(db);
  for (const column of ['names', 'is_default', 'pauses_sla', 'updated_at']) {
    await sql`alter table statuses drop column if exists ${sql.ref(column)}`.execute(db);
  }
  await sql`alter table statuses drop constraint if exists statuses_kind_check`.execute(db);
  await sql`
    update statuses set kind = case
      when kind = 'new' then 'open'
      when kind in ('open', 'pending') then 'in_progress'
      else 'closed'
    end`.execute(db);
  await sql`alter table statuses add constraint statuses_kind_check check (kind in ('open', 'in_progress', 'closed'))`.execute(db);
}
