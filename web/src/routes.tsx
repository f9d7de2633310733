import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RouteGuard } from "./session/RouteGuard";
import { lazyWithApollo } from "./apollo/lazyWithApollo";
import { lazyModule } from "./ssr/lazyModule";
import { ClientOnly, Redirect } from "./ssr/response";
import NotFound from "./pages/NotFound";
import UnauthPage from "./pages/UnauthPage";

// Each area is its own chunk: a shopper never downloads the admin screens and vice versa. The server renders every
// page but the back office's, which the browser renders (ClientOnly): its pages are plain React.lazy.
const AuthLayout = lazyModule(() => import("./pages/auth/AuthLayout"));
const Login = lazyModule(() => import("./pages/auth/Login"));
const Register = lazyModule(() => import("./pages/auth/Register"));
const ForgotPassword = lazyModule(() => import("./pages/auth/ForgotPassword"));
const ResetPassword = lazyModule(() => import("./pages/auth/ResetPassword"));
const ConfirmEmail = lazyModule(() => import("./pages/auth/ConfirmEmail"));

const AdminLayout = lazy(() => import("./pages/admin/AdminLayout"));
const Dashboard = lazy(() => import("./pages/admin/Dashboard"));
const FeatureImages = lazy(() => import("./pages/admin/FeatureImages"));
const Products = lazy(() => import("./pages/admin/Products"));
const Orders = lazy(() => import("./pages/admin/Orders"));
const Customers = lazy(() => import("./pages/admin/Customers"));
const CustomerDetail = lazy(() => import("./pages/admin/CustomerDetail"));
const AuditLog = lazy(() => import("./pages/admin/AuditLog"));
const ApiKeys = lazy(() => import("./pages/admin/ApiKeys"));
const Catalogue = lazy(() => import("./pages/admin/Catalogue"));
const Money = lazy(() => import("./pages/admin/Money"));

// The shop's shell and home page render without Apollo Client; the home page's products (and the header's cart)
// load it right after. The other shop pages query data before anything else: they load with it.
const ShopLayout = lazyModule(() => import("./pages/shop/ShopLayout"));
const Home = lazyModule(() => import("./pages/shop/Home"));
const Listing = lazyWithApollo(() => import("./pages/shop/Listing"));
const Checkout = lazyWithApollo(() => import("./pages/shop/Checkout"));
const Account = lazyWithApollo(() => import("./pages/shop/Account"));
const Wishlist = lazyWithApollo(() => import("./pages/shop/Wishlist"));
const PaypalReturn = lazyWithApollo(() => import("./pages/shop/PaypalReturn"));
const PaymentSuccess = lazyModule(() => import("./pages/shop/PaymentSuccess"));
const Search = lazyWithApollo(() => import("./pages/shop/Search"));
const ProductPage = lazyWithApollo(() => import("./pages/shop/product/ProductPage"));

export const appRoutes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      // The guard always redirects "/" by session state.
      { path: "/", element: null },
      {
        path: "auth",
        element: <AuthLayout />,
        children: [
          { index: true, element: <Redirect to="/auth/login" /> },
          { path: "login", element: <Login /> },
          { path: "register", element: <Register /> },
          { path: "forgot-password", element: <ForgotPassword /> },
          { path: "*", element: <NotFound /> },
        ],
      },
      { path: "reset-password/:id/:token", element: <AuthLayout />, children: [{ index: true, element: <ResetPassword /> }] },
      { path: "confirm-email/:token", element: <AuthLayout />, children: [{ index: true, element: <ConfirmEmail /> }] },
      {
        path: "admin",
        element: (
          <ClientOnly>
            <AdminLayout />
          </ClientOnly>
        ),
        children: [
          { index: true, element: <Redirect to="/admin/dashboard" /> },
          { path: "dashboard", element: <Dashboard /> },
          { path: "features", element: <FeatureImages /> },
          { path: "products", element: <Products /> },
          { path: "orders", element: <Orders /> },
          { path: "customers", element: <Customers /> },
          { path: "customers/:id", element: <CustomerDetail /> },
          { path: "audit-log", element: <AuditLog /> },
          { path: "api-keys", element: <ApiKeys /> },
          { path: "catalogue", element: <Catalogue /> },
          { path: "money/:section", element: <Money /> },
          { path: "*", element: <NotFound /> },
        ],
      },
      {
        path: "shop",
        element: <ShopLayout />,
        children: [
          { index: true, element: <Redirect to="/shop/home" /> },
          { path: "home", element: <Home /> },
          { path: "listing", element: <Listing /> },
          { path: "checkout", element: <Checkout /> },
          { path: "account", element: <Account /> },
          { path: "wishlist", element: <Wishlist /> },
          { path: "paypal-return", element: <PaypalReturn /> },
          { path: "payment-success", element: <PaymentSuccess /> },
          { path: "search", element: <Search /> },
          { path: "product/:slug", element: <ProductPage /> },
          { path: "*", element: <NotFound /> },
        ],
      },
    ],
  },
  { path: "/unauth-page", element: <UnauthPage /> },
  { path: "*", element: <NotFound /> },
];
