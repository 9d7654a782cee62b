import { PAGE_TITLES } from '../../../contract/page-titles.js';
import AccountRentalPage from '../../account-rentals/account-rental-page.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { MarketTemperatureCard } from '../../market-temperature/market-temperature-card.js';

/** /account-rental: the rentals feature with the market-temperature card in its place. */
export default function AccountRentalRoute() {
  useDocumentTitle(PAGE_TITLES.accountRental);
  return <AccountRentalPage temperature={<MarketTemperatureCard />} />;
}
