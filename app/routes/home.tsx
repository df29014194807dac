import { product } from "~/content/product";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(product.meta, "/");

export default function Home() {
  return (
    <div className="container-page py-12">
      <h1 className="text-3xl font-bold">{product.title}</h1>
    </div>
  );
}
