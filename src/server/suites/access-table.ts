/**
 * Who may get a 2xx from each endpoint of the OpenAPI document — written once per endpoint.
 * The authorization matrix (authorization-matrix.routes.test.ts) fails on an endpoint missing here.
 *
 *   public     anyone, visitors too
 *   member     any signed-in member; visitors get 401
 *   subscriber subscribers (and admins); visitors 401, members without a subscription 403
 *   owner      the owner of the resource in the path, and admins; every other role is refused
 *   party      the receiver of the message or notification (its sender is a member outside the seven roles) — admins are refused too
 *   admin      admins and super admins
 *   super      super admins only
 *
 * `id` names the fixture that fills `{id}` (a fresh one for each writing endpoint).
 */
export type Access = 'public' | 'member' | 'subscriber' | 'owner' | 'party' | 'admin' | 'super';
export type Fixture =
  | 'listing'
  | 'rental'
  | 'event'
  | 'message'
  | 'user'
  | 'application'
  | 'sponsor'
  | 'report'
  | 'upload'
  | 'configKey'
  | 'alert'
  | 'notification'
  | 'guide'
  | 'guideSlug'
  | 'zone'
  | 'bike'
  | 'stolenBike'
  /** Issue 33: a confirmed deal of the owner whose counterpart wrote a review still blind; that review; a deal nobody reviewed. */
  | 'deal'
  | 'blindReview'
  | 'openDeal'
  /** Issue 34: the owner's saved search. */
  | 'savedSearch';
export interface Expectation {
  access: Access;
  id?: Fixture;
  /** Owner data this endpoint exists to reveal to allowed roles (a contact reveal). */
  reveals?: 'rentalWhatsapp';
  /** A Server-Sent Events stream (never ends): the matrix reads its first event only. */
  stream?: true;
}

const a = (access: Access, id?: Fixture, reveals?: Expectation['reveals']): Expectation => ({ access, id, reveals });

export const ACCESS: Record<string, Expectation> = {
  'POST /api/register': a('public'),
  'POST /api/login': a('public'),
  'POST /api/logout': a('public'),
  'POST /api/login/two-factor': a('public'),
  'GET /api/sessions': a('member'),
  'DELETE /api/sessions/{handle}': a('member'),
  'POST /api/sessions/end-others': a('member'),
  'GET /api/two-factor': a('member'),
  'POST /api/two-factor/setup': a('member'),
  'POST /api/two-factor/confirm': a('member'),
  'POST /api/two-factor/disable': a('member'),
  'POST /api/two-factor/recovery-codes': a('member'),
  'GET /api/user': a('member'),
  'PUT /api/user/profile': a('member'),
  'PUT /api/user/language': a('member'),
  'POST /api/user/profile-photo': a('member'),
  'POST /api/upload': a('subscriber'),
  'POST /api/marketplace-upload': a('subscriber'),
  // Signed URL: the signature is the permission, not the session.
  'PUT /api/uploads/{id}': a('public', 'upload'),
  'GET /api/events': a('public'),
  'POST /api/events': a('admin'),
  'GET /api/events/{id}.ics': a('public', 'event'),
  'GET /api/events/{id}': a('public', 'event'),
  'PUT /api/events/{id}': a('admin', 'event'),
  'DELETE /api/events/{id}': a('admin', 'event'),
  'POST /api/events/{id}/join': a('member', 'event'),
  'DELETE /api/events/{id}/join': a('member', 'event'),
  'POST /api/events/{id}/waitlist': a('member', 'event'),
  'DELETE /api/events/{id}/waitlist': a('member', 'event'),
  'GET /api/marketplace': a('public'),
  'POST /api/marketplace': a('subscriber'),
  'GET /api/marketplace/my-items': a('member'),
  'GET /api/marketplace/{id}': a('public', 'listing'),
  'PUT /api/marketplace/{id}': a('owner', 'listing'),
  'GET /api/marketplace/{id}/similar': a('public', 'listing'),
  'GET /api/messages': a('member'),
  'POST /api/messages': a('subscriber'),
  'GET /api/messages/conversation': a('member'),
  'GET /api/messages/unread-count': a('member'),
  'GET /api/messages/counts': a('member'),
  'PUT /api/messages/{id}/read': a('party', 'message'),
  'DELETE /api/messages/{id}': a('party', 'message'),
  'GET /api/notifications': a('member'),
  'GET /api/notifications/unread-count': a('member'),
  'GET /api/notifications/stream': { access: 'member', stream: true },
  'POST /api/notifications/{id}/read': a('party', 'notification'),
  'POST /api/notifications/read-all': a('member'),
  'GET /api/notifications/preferences': a('member'),
  'PUT /api/notifications/preferences': a('member'),
  'GET /api/push/vapid-key': a('member'),
  'POST /api/push/subscriptions': a('member'),
  'DELETE /api/push/subscriptions': a('member'),
  // Issue 30: the account mails. The links work signed out (opened wherever the mail is read).
  'POST /api/mail/forgot-password': a('public'),
  'POST /api/mail/reset-password': a('public'),
  'POST /api/mail/verify-email': a('public'),
  'POST /api/mail/confirm-email-change': a('public'),
  'POST /api/mail/verify-email/resend': a('member'),
  'POST /api/mail/change-email': a('member'),
  'GET /api/mail/me': a('member'),
  // One-click unsubscribe: a signed token, signed out too (RFC 8058).
  'GET /api/mail/unsubscribe': a('public'),
  'POST /api/mail/unsubscribe': a('public'),
  'GET /api/account-rentals': a('public'),
  'POST /api/account-rentals': a('subscriber'),
  'GET /api/account-rentals/{id}': a('public', 'rental'),
  'PUT /api/account-rentals/{id}': a('owner', 'rental'),
  'GET /api/account-rentals/{id}/contact': a('subscriber', 'rental', 'rentalWhatsapp'),
  'PUT /api/account-rentals/{id}/status': a('owner', 'rental'),
  // Issue 33: the renter's checklist, the member's own.
  'GET /api/account-rentals/checklist': a('member'),
  'PUT /api/account-rentals/checklist': a('member'),
  'GET /api/market-temperature': a('public'),
  'GET /api/admin/events': a('admin'),
  'GET /api/admin/events/{id}/participants': a('admin', 'event'),
  'POST /api/admin/events/{id}/cancel': a('admin', 'event'),
  'GET /api/admin/marketplace/pending': a('admin'),
  'GET /api/admin/marketplace/orphans': a('admin'),
  'GET /api/admin/marketplace/all': a('admin'),
  'POST /api/admin/marketplace/{id}/approve': a('admin', 'listing'),
  'POST /api/admin/marketplace/{id}/reject': a('admin', 'listing'),
  'PATCH /api/admin/marketplace/{id}/owner': a('admin', 'listing'),
  'DELETE /api/admin/marketplace/{id}': a('admin', 'listing'),
  'GET /api/admin/users': a('admin'),
  'GET /api/admin/users/{id}/details': a('admin', 'user'),
  'PATCH /api/admin/users/{id}/status': a('admin', 'user'),
  'POST /api/admin/users/{id}/make-admin': a('admin', 'user'),
  'POST /api/admin/users/{id}/activate-subscription': a('admin', 'user'),
  'POST /api/admin/users/{id}/grant-month-subscription': a('admin', 'user'),
  'POST /api/admin/users/{id}/cancel-subscription': a('admin', 'user'),
  'POST /api/admin/users/{id}/change-password': a('admin', 'user'),
  // Spec: only super admins delete users for good.
  'DELETE /api/admin/users/{id}': a('super', 'user'),
  'GET /api/admin/partner-applications': a('admin'),
  'GET /api/admin/partner-applications/pending-count': a('admin'),
  'PUT /api/admin/partner-applications/{id}/status': a('admin', 'application'),
  'DELETE /api/admin/partner-applications/{id}': a('admin', 'application'),
  'GET /api/admin/blacklist': a('admin'),
  'GET /api/admin/blacklist/pending-count': a('admin'),
  'PUT /api/admin/blacklist/{id}/status': a('admin', 'alert'),
  'PUT /api/admin/blacklist/{id}/active': a('admin', 'alert'),
  'DELETE /api/admin/blacklist/{id}': a('admin', 'alert'),
  'GET /api/admin/sponsors': a('admin'),
  'POST /api/admin/sponsors': a('admin'),
  'PUT /api/admin/sponsors/{id}': a('admin', 'sponsor'),
  'DELETE /api/admin/sponsors/{id}': a('admin', 'sponsor'),
  'GET /api/admin/site-config': a('admin'),
  'PUT /api/admin/site-config/{key}': a('admin', 'configKey'),
  'GET /api/admin/stats': a('admin'),
  'GET /api/admin/stripe-stats': a('admin'),
  'GET /api/admin/safety-reports': a('admin'),
  'DELETE /api/admin/safety-reports/{id}': a('admin', 'report'),
  'PATCH /api/admin/safety-reports/{id}/description': a('admin', 'report'),
  'GET /api/admin/account-rentals': a('admin'),
  'POST /api/admin/account-rentals': a('admin'),
  'PUT /api/admin/account-rentals/{id}/approve': a('admin', 'rental'),
  'PUT /api/admin/account-rentals/{id}/reject': a('admin', 'rental'),
  'DELETE /api/admin/account-rentals/{id}': a('admin', 'rental'),
  'POST /api/admin/generate-fake-accounts': a('admin'),
  'DELETE /api/admin/fake-accounts': a('admin'),
  'PUT /api/admin/market-temperature': a('admin'),
  'POST /api/admin/market-temperature/reset': a('admin'),
  'GET /api/admin/market-temperature/history': a('admin'),
  'GET /api/admin/market-temperature/suggestion': a('admin'),
  'GET /api/site-config': a('public'),
  'GET /manifest.webmanifest': a('public'),
  'GET /og-image.png': a('public'),
  'GET /api/stats': a('public'),
  'POST /api/partner-applications': a('public'),
  'POST /api/reports': a('member'),
  'GET /api/reports/mine': a('member'),
  'GET /api/admin/reports': a('admin'),
  'GET /api/admin/reports/open-count': a('admin'),
  'POST /api/admin/reports/resolve': a('admin'),
  'GET /api/blocks': a('member'),
  // Issue 33: deals and reviews. A deal is its two sides' business only ('party': the owner role is
  // one side); a review not yet published exists for nobody but its author (the matrix looks for its text).
  'GET /api/reviews/deals': a('member'),
  'GET /api/reviews/deals/candidates': a('member'),
  'POST /api/reviews/deals': a('member'),
  'POST /api/reviews/deals/{id}/confirm': a('party', 'deal'),
  'POST /api/reviews/deals/{id}/review': a('party', 'openDeal'),
  'POST /api/reviews/{id}/reply': a('party', 'blindReview'),
  'GET /api/reviews/members/{memberNumber}': a('member'),
  // {memberNumber} is the owner role's (the blind review's subject): the fixture writes one first.
  'GET /api/reviews/members/{memberNumber}/reviews': a('member', 'blindReview'),
  'GET /api/reviews/members/{memberNumber}/listings': a('member', 'blindReview'),
  'GET /api/reviews/members/{memberNumber}/rentals': a('member', 'blindReview'),
  'PUT /api/admin/reviews/{id}/hidden': a('admin', 'blindReview'),
  'GET /api/admin/reviews': a('admin', 'blindReview'),
  'GET /api/blocks/ids': a('member'),
  'POST /api/blocks': a('member'),
  // The id is the blocked member's: each caller unblocks only from their own list (404 otherwise).
  'DELETE /api/blocks/{id}': a('member', 'user'),
  // Issue 34: each member reads and writes only their own favourites (the owner's count is a number, never who).
  'GET /api/favourites': a('member'),
  'POST /api/favourites/import': a('member'),
  'GET /api/favourites/items/{id}': a('member', 'listing'),
  'PUT /api/favourites/items/{id}': a('member', 'listing'),
  'DELETE /api/favourites/items/{id}': a('member', 'listing'),
  'GET /api/favourites/rentals/{id}': a('member', 'rental'),
  'PUT /api/favourites/rentals/{id}': a('member', 'rental'),
  'DELETE /api/favourites/rentals/{id}': a('member', 'rental'),
  // Issue 34: a member's saved searches are theirs alone (admins too get 404 for another's).
  'GET /api/saved-searches': a('member'),
  'POST /api/saved-searches': a('member'),
  'GET /api/saved-searches/{id}': a('party', 'savedSearch'),
  'PATCH /api/saved-searches/{id}': a('party', 'savedSearch'),
  'DELETE /api/saved-searches/{id}': a('party', 'savedSearch'),
  // Issue 34: each member reads and writes only their own follows; the followers' count is the seller's only.
  'GET /api/follows': a('member'),
  'GET /api/follows/{memberNumber}': a('member'),
  'PUT /api/follows/{memberNumber}': a('member'),
  'DELETE /api/follows/{memberNumber}': a('member'),
  // Issue 34: 'Renovar' is the owner's.
  'POST /api/marketplace/{id}/renew': a('owner', 'listing'),
  'POST /api/account-rentals/{id}/renew': a('owner', 'rental'),
  'GET /api/sponsors': a('public'),
  'GET /api/safety-reports': a('public'),
  'POST /api/safety-reports': a('member'),
  'GET /api/safety-reports/summary': a('public'),
  'GET /api/safety-reports/config': a('public'),
  'GET /api/safety-reports/{id}': a('public', 'report'),
  'DELETE /api/safety-reports/reset': a('admin'),
  // Issue 31: everyone reads the counts of a report on the map; members answer (visitors 401).
  'GET /api/safety-reports/{id}/votes': a('public', 'report'),
  'PUT /api/safety-reports/{id}/votes': a('member', 'report'),
  'GET /api/geocode': a('public'),
  'GET /api/privacy/export': a('member'),
  'POST /api/blacklist': a('subscriber'),
  'GET /api/blacklist/mine': a('member'),
  'POST /api/blacklist/check': a('subscriber'),
  // The matrix sends no password: every role is refused by the body schema, nobody is deleted here.
  'POST /api/privacy/delete-account': a('member'),
  'GET /api/subscription/offer': a('public'),
  'GET /api/subscription': a('member'),
  'POST /api/create-subscription': a('member'),
  'POST /api/subscription/demo-payment': a('member'),
  'POST /api/subscription/cancel': a('member'),
  'POST /api/subscription/reactivate': a('member'),
  'POST /api/subscription/portal': a('member'),
  // Issue 35: the guides. Published ones are public; the tab is for admins.
  'GET /api/guides': a('public'),
  'GET /api/guides/{slug}': a('public', 'guideSlug'),
  'GET /api/admin/guides': a('admin'),
  'POST /api/admin/guides': a('admin'),
  'POST /api/admin/guides/preview': a('admin'),
  'PUT /api/admin/guides/order': a('admin'),
  'PUT /api/admin/guides/{id}': a('admin', 'guide'),
  'POST /api/admin/guides/{id}/reviewed': a('admin', 'guide'),
  // Issue 32: a registered bike is its owner's (administrators read it); the stolen list and the
  // serial check are public; a sighting is any member's; only the owner marks stolen or recovered.
  'GET /api/bikes': a('member'),
  'POST /api/bikes': a('member'),
  'GET /api/bikes/stolen': a('public'),
  'GET /api/bikes/stolen/{id}': a('public', 'stolenBike'),
  'POST /api/bikes/stolen/{id}/sightings': a('member', 'stolenBike'),
  'POST /api/bikes/check': a('public'),
  'GET /api/bikes/{id}': a('owner', 'bike'),
  'DELETE /api/bikes/{id}': a('owner', 'bike'),
  'POST /api/bikes/{id}/stolen': a('owner', 'bike'),
  'POST /api/bikes/{id}/recovered': a('owner', 'bike'),
  'GET /api/bikes/{id}/sightings': a('owner', 'bike'),
  'GET /api/admin/bikes/claims': a('admin'),
  'POST /api/admin/bikes/claims/{id}': a('admin', 'bike'),
  // 'Levar à Garda': a member's own reports; the report fixture is the owner's, so only its reporter reads it.
  'GET /api/safety-reports/mine': a('member'),
  'GET /api/safety-reports/mine/{id}': a('party', 'report'),
  // Issue 31: a member's alert zones are theirs alone (admins too get 404 for another's).
  'GET /api/safety-zones': a('member'),
  'POST /api/safety-zones': a('member'),
  'PATCH /api/safety-zones/{id}': a('party', 'zone'),
  'DELETE /api/safety-zones/{id}': a('party', 'zone'),
};
