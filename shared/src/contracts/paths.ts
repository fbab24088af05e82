/** Path builders for links that cross remotes: never hand-write another remote's URL. */
export const paths = {
  login: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  permission: () => '/permission',
  /** The signed-in agent's own profile: open whatever their permissions. */
  profile: () => '/profile',
  notFound: () => '/404',
  install: () => '/install',
  ticketsList: () => '/tickets/list',
  ticketDetails: (id?: string) => (id ? `/tickets/details/${id}` : '/tickets/details'),
  ticketDetailsMobile: (id?: string) => (id ? `/tickets/details/${id}/mobile` : '/tickets/details/mobile'),
  ticketsMerge: () => '/tickets/merge',
  categoriesList: () => '/categories/list',
  categoryDetails: (id?: string) => (id ? `/categories/details/${id}` : '/categories/details'),
  customersList: () => '/customers/list',
  customerDetails: (id?: string) => (id ? `/customers/details/${id}` : '/customers/details'),
  dashboard: () => '/dashboard/overview',
  settings: () => '/settings/list',
  hubTickets: () => '/hub/tickets',
  hubTicket: (id: string) => `/hub/ticket/${id}`,
  hubCreateTicket: () => '/hub/ticket/create',
  hubAuth: () => '/hub/auth',
} as const;
