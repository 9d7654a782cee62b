import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { mailPaths } from '../../../contract/mail.js';

// The pages of the features built after the spec's route table, behind the shell's last entry (what
// was its not-found route): the shell's first load is at its byte budget, and each new page would
// add a lazy import and a route to it. Here they cost the shell nothing; each page is still its own
// chunk, and an unknown address still ends on the not-found page.
// Pages every login state shares, seldom the first one opened (the contact and information pages,
// the payment's return, 'Verificar Contato': subscribers only, the page prompts the others).
const ContactPage = lazy(() => import('./info/contact-page.js'));
const HelpPage = lazy(() => import('./info/help-page.js'));
const TermsPage = lazy(() => import('./info/terms-page.js'));
const PrivacyPage = lazy(() => import('./info/privacy-page.js'));
const PaymentSuccessPage = lazy(() => import('../../subscriptions/payment-success-page.js'));
const VerifyContactPage = lazy(() => import('../../blacklist/verify-contact-page.js'));
// The panel, 'Meus anúncios' and a new rental: each page sends who may not use it elsewhere itself.
const AdminPage = lazy(() => import('../../admin/admin-page.js'));
const MyItemsPage = lazy(() => import('../../marketplace/my-items-page.js'));
const CreateAccountRentalPage = lazy(() => import('../../account-rentals/create-account-rental-page.js'));
const GuidesPage = lazy(() => import('../../guides/guides-page.js'));
const GuidePage = lazy(() => import('../../guides/guide-page.js'));
const GardaReportPage = lazy(() => import('../../safety-reports/garda-report-page.js'));
const NotificationsPage = lazy(() => import('../../notifications/notifications-page.js'));
// Issue 30: the account mails' pages, in every login state (a mail's link opens wherever it is read).
const ForgotPasswordPage = lazy(() => import('../../mail/forgot-password-page.js'));
const NewPasswordPage = lazy(() => import('../../mail/new-password-page.js'));
const ConfirmLinkPage = lazy(() => import('../../mail/confirm-link-page.js'));
const UnsubscribePage = lazy(() => import('../../mail/unsubscribe-page.js'));
// Issue 32: the bikes register, the public stolen list and the serial check.
const MyBikesPage = lazy(() => import('../../bikes/my-bikes-page.js'));
const StolenBikesPage = lazy(() => import('../../bikes/stolen-bikes-page.js'));
const VerifyBikePage = lazy(() => import('../../bikes/verify-bike-page.js'));
// Issue 34: the member's saved listings and rentals, saved searches and the sellers they follow.
const FavouritesPage = lazy(() => import('../../favourites/favourites-page.js'));
const SavedSearchesPage = lazy(() => import('../../saved-searches/saved-searches-page.js'));
const FollowsPage = lazy(() => import('../../follows/follows-page.js'));
// Issue 33: deals and their reviews, a member's public profile.
const DealsPage = lazy(() => import('../../reviews/deals-page.js'));
const MemberProfilePage = lazy(() => import('../../reviews/member-profile-page.js'));
// Issue 33: the rental agreement template.
const AgreementPage = lazy(() => import('../../account-rentals/agreement-page.js'));
const NotFoundPage = lazy(() => import('../not-found-page.js'));

/** Every login state: a member-only page sends a visitor to sign in itself. */
export default function MoreRoutes() {
  return (
    <Switch>
      <Route path="/contact" component={ContactPage} />
      <Route path="/ajuda" component={HelpPage} />
      <Route path="/termos" component={TermsPage} />
      <Route path="/privacidade" component={PrivacyPage} />
      <Route path="/payment-success" component={PaymentSuccessPage} />
      <Route path="/verificar-contato" component={VerifyContactPage} />
      <Route path="/admin" component={AdminPage} />
      <Route path="/my-items" component={MyItemsPage} />
      <Route path="/account-rental/create" component={CreateAccountRentalPage} />
      <Route path="/guias" component={GuidesPage} />
      <Route path="/guias/:slug" component={GuidePage} />
      <Route path="/levar-a-garda/:id" component={GardaReportPage} />
      <Route path="/notificacoes" component={NotificationsPage} />
      <Route path={mailPaths.forgot} component={ForgotPasswordPage} />
      <Route path={mailPaths.reset} component={NewPasswordPage} />
      <Route path={mailPaths.verify}>{() => <ConfirmLinkPage kind="verify-email" />}</Route>
      <Route path={mailPaths.changeEmail}>{() => <ConfirmLinkPage kind="confirm-email-change" />}</Route>
      <Route path={mailPaths.unsubscribe} component={UnsubscribePage} />
      <Route path="/minhas-bicicletas" component={MyBikesPage} />
      <Route path="/bicicletas-roubadas" component={StolenBikesPage} />
      <Route path="/verificar-bicicleta" component={VerifyBikePage} />
      <Route path="/favoritos" component={FavouritesPage} />
      <Route path="/buscas-salvas" component={SavedSearchesPage} />
      <Route path="/seguindo" component={FollowsPage} />
      <Route path="/negociacoes" component={DealsPage} />
      <Route path="/membros/:number" component={MemberProfilePage} />
      <Route path="/modelo-de-acordo" component={AgreementPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
