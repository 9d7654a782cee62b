import AccountRentalPage from '../../account-rentals/account-rental-page.js';
import { MarketTemperatureCard } from '../../market-temperature/market-temperature-card.js';

/** /account-rental: the rentals feature with the market-temperature card in its place. */
export default function AccountRentalRoute() {
  return <AccountRentalPage temperature={<MarketTemperatureCard />} />;
}
