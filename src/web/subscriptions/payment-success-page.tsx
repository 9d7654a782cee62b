export default function Page(_props: { variant?: 'home' | 'dashboard' }) {
  return <div className="p-8">payment-success-page</div>;
}
