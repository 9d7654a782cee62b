export default function Page(_props: { variant?: 'home' | 'dashboard' }) {
  return <div className="p-8">marketplace-item-page</div>;
}
