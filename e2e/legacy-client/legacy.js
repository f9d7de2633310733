// A small stand-in for the original client of the shop's HTTP API, as the shop serves it through WEB_DIR: it calls
// /api the way that client's axios instance does (XMLHttpRequest, JSON bodies, `withCredentials` only on the
// /api/auth calls, no CSRF header), keeps the token login returns under localStorage "token", the order being paid
// under sessionStorage "currentOrderId", and reads exactly the answer fields the spec says it reads.

const app = document.getElementById("app");
const header = document.getElementById("header");
const toastBox = document.getElementById("toast");

const CATEGORIES = ["men", "women", "kids", "accessories", "footwear"];
const BRANDS = ["nike", "adidas", "puma", "levi", "zara", "h&m"];
const SORTS = { "price-lowtohigh": "Price: Low to High", "price-hightolow": "Price: High to Low", "title-atoz": "Title: A to Z", "title-ztoa": "Title: Z to A" };
const STATUS_OPTIONS = ["pending", "Confirmed", "inProcess", "inShipping", "delivered", "rejected"];

const session = { isAuthenticated: false, user: null };

// ── HTTP, as axios does it ─────────────────────────────────────────────────────────────────────────────────────────
/** Resolves with the parsed body for 2xx; rejects with { status, data } otherwise (axios's error.response). */
function http(method, url, body, { withCredentials = false, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = withCredentials;
    xhr.setRequestHeader("Accept", "application/json, text/plain, */*");
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    let payload = null;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      xhr.setRequestHeader("Content-Type", "application/json");
      payload = JSON.stringify(body);
    }
    xhr.onload = () => {
      let data = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ status: xhr.status, data });
      else reject({ response: { status: xhr.status, data } });
    };
    xhr.onerror = () => reject({ response: null });
    xhr.send(payload);
  });
}
const auth = (method, url, body, headers) => http(method, url, body, { withCredentials: true, headers });
const messageOf = (error, fallback) => error?.response?.data?.message || fallback;

// ── Small DOM helpers ─────────────────────────────────────────────────────────────────────────────────────────────
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith("on")) el.addEventListener(k.slice(2).toLowerCase(), v);
    else if (v === true) el.setAttribute(k, "");
    else if (v !== false && v !== undefined && v !== null) el.setAttribute(k, String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c instanceof Node ? c : String(c));
  return el;
}
function field(label, attrs) {
  return h("label", {}, label, " ", h(attrs.rows ? "textarea" : "input", { name: label, ...attrs }));
}
function select(label, options, value, onchange) {
  const el = h("select", { name: label, onchange }, ...Object.entries(options).map(([v, text]) => h("option", { value: v, selected: v === value }, text)));
  return h("label", {}, label, " ", el);
}
const formValues = (form) => Object.fromEntries(new FormData(form).entries());
const toast = (text) => (toastBox.textContent = text);
const dollars = (n) => `$${Number(n).toFixed(2)}`;
const unitPrice = (item) => (item.salePrice > 0 ? item.salePrice : item.price);

function navigate(path) {
  history.pushState(null, "", path);
  render();
}
window.addEventListener("popstate", () => render());
document.addEventListener("click", (e) => {
  const a = e.target.closest("a[data-link]");
  if (!a) return;
  e.preventDefault();
  navigate(a.getAttribute("href"));
});

// ── Session ─────────────────────────────────────────────────────────────────────────────────────────────────────
async function checkAuth() {
  try {
    const { data } = await auth("GET", "/api/auth/check-auth", undefined, { "Cache-Control": "no-store, no-cache, must-revalidate, proxy-revalidate" });
    session.isAuthenticated = data.success;
    session.user = data.success ? data.user : null;
  } catch {
    session.isAuthenticated = false;
    session.user = null;
  }
}

async function logout() {
  await auth("POST", "/api/auth/logout", {});
  localStorage.removeItem("token");
  session.isAuthenticated = false;
  session.user = null;
  navigate("/auth/login");
}

const userId = () => session.user.id;

function renderHeader() {
  header.replaceChildren();
  if (!session.isAuthenticated) return;
  const admin = session.user.role === "admin";
  const links = admin
    ? [["/admin/dashboard", "Dashboard"], ["/admin/products", "Products"], ["/admin/orders", "Orders"]]
    : [["/shop/home", "Home"], ["/shop/listing", "Products"], ["/shop/search", "Search"], ["/shop/checkout", "Checkout"], ["/shop/account", "Account"]];
  header.append(
    h("nav", { "aria-label": "Main" }, ...links.map(([href, text]) => h("a", { href, "data-link": true }, text))),
    h("span", { id: "whoami" }, `Signed in as ${session.user.userName}`),
    " ",
    h("button", { onclick: logout }, "Logout"),
  );
}

// ── Routing with the original guards ───────────────────────────────────────────────────────────────────────────
const ROUTES = {
  "/auth/login": loginPage,
  "/auth/register": registerPage,
  "/shop/home": homePage,
  "/shop/listing": listingPage,
  "/shop/search": searchPage,
  "/shop/checkout": checkoutPage,
  "/shop/paypal-return": paypalReturnPage,
  "/shop/payment-success": paymentSuccessPage,
  "/shop/account": accountPage,
  "/admin/dashboard": dashboardPage,
  "/admin/products": adminProductsPage,
  "/admin/orders": adminOrdersPage,
  "/unauth-page": (view) => view.append(h("h1", {}, "You don't have access to view this page")),
};

function guard(path) {
  const home = session.user?.role === "admin" ? "/admin/dashboard" : "/shop/home";
  const authPage = path.startsWith("/auth/login") || path.startsWith("/auth/register");
  if (path === "/") return session.isAuthenticated ? home : "/auth/login";
  if (!session.isAuthenticated && !authPage) return "/auth/login";
  if (session.isAuthenticated && authPage) return home;
  if (session.isAuthenticated && session.user.role !== "admin" && path.includes("admin")) return "/unauth-page";
  if (session.isAuthenticated && session.user.role === "admin" && path.includes("shop")) return "/admin/dashboard";
  return null;
}

function render() {
  const path = location.pathname;
  const redirect = guard(path);
  if (redirect) {
    history.replaceState(null, "", redirect);
    return render();
  }
  renderHeader();
  // Each render fills a view of its own: a page still loading when the user moves on fills a detached one.
  const view = h("div", { id: "view" });
  app.replaceChildren(view);
  const page = ROUTES[path];
  if (page) page(view);
  else view.append(h("h1", {}, "page doesn't exists"));
}

// ── Auth pages ───────────────────────────────────────────────────────────────────────────────────────────────────
function loginPage(view) {
  const form = h(
    "form",
    {
      onsubmit: async (e) => {
        e.preventDefault();
        try {
          const { data } = await auth("POST", "/api/auth/login", formValues(form));
          localStorage.setItem("token", data.token);
          session.isAuthenticated = data.success;
          session.user = data.user;
          toast(data.message);
          navigate("/");
        } catch (error) {
          toast(messageOf(error, "Login failed"));
        }
      },
    },
    field("email", { type: "email", "aria-label": "Email" }),
    field("password", { type: "password", "aria-label": "Password" }),
    h("button", { type: "submit" }, "Sign In"),
  );
  view.append(h("h1", {}, "Sign in to your account"), form, h("a", { href: "/auth/register", "data-link": true }, "Register"));
}

function registerPage(view) {
  const form = h(
    "form",
    {
      onsubmit: async (e) => {
        e.preventDefault();
        try {
          const { data } = await auth("POST", "/api/auth/register", formValues(form));
          if (data.success) {
            toast("You Have Registered Successfully !");
            navigate("/auth/login");
          }
        } catch (error) {
          toast(`Registration Failed: ${messageOf(error, "Something went wrong")}`);
        }
      },
    },
    field("userName", { "aria-label": "User Name" }),
    field("email", { type: "email", "aria-label": "Email" }),
    field("password", { type: "password", "aria-label": "Password" }),
    h("button", { type: "submit" }, "Sign Up"),
  );
  view.append(h("h1", {}, "Create new account"), form);
}

// ── Shop ─────────────────────────────────────────────────────────────────────────────────────────────────────────
async function homePage(view) {
  view.append(h("h1", {}, "Welcome"));
  const { data } = await http("GET", "/api/common/feature/get");
  view.append(h("section", { "aria-label": "Featured Highlights" }, ...data.data.map((f, i) => h("img", { src: f.image, alt: `Feature image ${i + 1}` }))));
}

/** Product cards (listing and search) with Add to Cart and the details dialog. */
function productCards(products, onChange) {
  return products.map((p) =>
    h(
      "article",
      { "aria-label": p.title },
      h("h3", {}, p.title),
      h("img", { src: p.image, alt: p.title }),
      h("p", {}, `${p.category} · ${p.brand}`),
      p.salePrice > 0 ? h("p", { class: "price" }, h("s", {}, dollars(p.price)), " ", dollars(p.salePrice)) : h("p", { class: "price" }, dollars(p.price)),
      h("button", { onclick: () => addToCart(p._id, onChange) }, "Add to Cart"),
      h("button", { onclick: () => openDetails(p._id) }, "Details"),
    ),
  );
}

async function addToCart(productId, onChange) {
  try {
    const { data } = await http("POST", "/api/shop/cart/add", { userId: userId(), productId, quantity: 1 });
    if (data.success) toast("Product is added to cart");
    onChange?.(data.data);
  } catch (error) {
    toast(messageOf(error, "Failed to add product to cart"));
  }
}

async function openDetails(id) {
  document.querySelector('[role="dialog"]')?.remove();
  const [{ data: product }, { data: reviews }] = await Promise.all([http("GET", `/api/shop/products/get/${id}`), http("GET", `/api/shop/review/${id}`)]);
  const p = product.data;
  const reviewList = reviews.data.length
    ? h("ul", { "aria-label": "Reviews" }, ...reviews.data.map((r) => h("li", {}, `${r.userName}: ${r.reviewValue}/5 ${r.reviewMessage}`)))
    : h("p", {}, "No Reviews");
  const form = h(
    "form",
    {
      onsubmit: async (e) => {
        e.preventDefault();
        const { reviewMessage, reviewValue } = formValues(form);
        try {
          const { data } = await http("POST", "/api/shop/review/add", {
            productId: p._id,
            userId: userId(),
            userName: session.user.userName,
            reviewMessage,
            reviewValue: Number(reviewValue),
          });
          if (data.success) toast(data.message || "Review added successfully!");
          openDetails(p._id);
        } catch (error) {
          toast(messageOf(error, "Failed to submit review"));
        }
      },
    },
    select("Rating", { 1: "1 star", 2: "2 stars", 3: "3 stars", 4: "4 stars", 5: "5 stars" }, "5"),
    h("textarea", { name: "reviewMessage", placeholder: "Write a review...", "aria-label": "Review" }),
    h("button", { type: "submit" }, "Submit"),
  );
  form.querySelector("select").name = "reviewValue";
  app.append(
    h(
      "section",
      { role: "dialog", "aria-label": "Product details" },
      h("h2", {}, p.title),
      h("p", {}, p.description),
      h("p", {}, `Price: ${dollars(p.price)}${p.salePrice > 0 ? ` Sale: ${dollars(p.salePrice)}` : ""}`),
      h("p", {}, `Rating: ${Number(p.averageReview ?? 0).toFixed(2)}`),
      reviewList,
      form,
      h("button", { onclick: (e) => e.target.closest("section").remove() }, "Close"),
    ),
  );
}

/** Shows the cart an answer carried (every cart call answers with the whole cart under data). */
const refreshCart = (cart) => cartPanel(cart).then((panel) => document.getElementById("cart")?.replaceWith(panel));

/** The cart panel: items with plus, minus and remove. */
async function cartPanel(cart) {
  if (!cart) cart = (await http("GET", `/api/shop/cart/get/${userId()}`)).data.data;
  const items = cart?.items ?? [];
  const update = async (item, quantity) => {
    const { data } = await http("PUT", "/api/shop/cart/update-cart", { userId: userId(), productId: item.productId, quantity });
    toast("Cart item is updated successfully");
    refreshCart(data.data);
  };
  const remove = async (item) => {
    const { data } = await http("DELETE", `/api/shop/cart/${userId()}/${item.productId}`);
    toast("Cart item is deleted successfully");
    refreshCart(data.data);
  };
  const total = items.reduce((sum, i) => sum + unitPrice(i) * i.quantity, 0);
  return h(
    "section",
    { id: "cart", "aria-label": "Cart", "data-cart-id": cart?._id ?? "" },
    h("h2", {}, `Cart (${items.length})`),
    items.length === 0 ? h("p", {}, "Your cart is empty") : null,
    h(
      "ul",
      {},
      ...items.map((i) =>
        h(
          "li",
          { "aria-label": i.title },
          h("img", { src: i.image, alt: "" }),
          `${i.title} × ${i.quantity} · ${dollars(unitPrice(i) * i.quantity)} `,
          h("button", { "aria-label": `Decrease ${i.title}`, disabled: i.quantity === 1, onclick: () => update(i, i.quantity - 1) }, "−"),
          h("button", { "aria-label": `Increase ${i.title}`, onclick: () => update(i, i.quantity + 1) }, "+"),
          h("button", { "aria-label": `Remove ${i.title}`, onclick: () => remove(i) }, "Remove"),
        ),
      ),
    ),
    h("p", {}, `Total: ${dollars(total)}`),
  );
}

async function listingPage(view) {
  const params = new URLSearchParams(location.search);
  const chosen = { category: (params.get("category") ?? "").split(",").filter(Boolean), brand: (params.get("brand") ?? "").split(",").filter(Boolean) };
  const sortBy = params.get("sortBy") ?? "price-lowtohigh";
  const go = (nextChosen, nextSort) => {
    const q = new URLSearchParams();
    for (const key of ["category", "brand"]) if (nextChosen[key].length) q.set(key, nextChosen[key].join(","));
    q.set("sortBy", nextSort);
    sessionStorage.setItem("filters", JSON.stringify(nextChosen));
    navigate(`/shop/listing?${q}`);
  };
  const toggle = (key, value) => (e) => {
    const next = { ...chosen, [key]: e.target.checked ? [...chosen[key], value] : chosen[key].filter((v) => v !== value) };
    go(next, sortBy);
  };
  const filters = h(
    "section",
    { "aria-label": "Filters" },
    h("h2", {}, "Filters"),
    ...[["category", CATEGORIES], ["brand", BRANDS]].map(([key, values]) =>
      h("fieldset", {}, h("legend", {}, key), ...values.map((v) => h("label", {}, h("input", { type: "checkbox", checked: chosen[key].includes(v), onchange: toggle(key, v) }), v))),
    ),
  );
  const query = new URLSearchParams();
  for (const key of ["category", "brand"]) if (chosen[key].length) query.set(key, chosen[key].join(","));
  query.set("sortBy", sortBy);
  const [{ data }, cart] = await Promise.all([http("GET", `/api/shop/products/get?${query}`), cartPanel()]);
  view.append(
    filters,
    h("h1", {}, "All Products"),
    h("span", { id: "count" }, `${data.data.length} Products`),
    select("Sort by", SORTS, sortBy, (e) => go(chosen, e.target.value)),
    h("div", { id: "products" }, ...productCards(data.data, refreshCart)),
    cart,
  );
}

async function searchPage(view) {
  let timer;
  const results = h("div", { id: "results" });
  const input = h("input", {
    placeholder: "Search Products...",
    oninput: () => {
      clearTimeout(timer);
      const keyword = input.value.trim();
      if (keyword.length <= 3) return results.replaceChildren();
      // The original searches one second after the typing stops.
      timer = setTimeout(async () => {
        const { data } = await http("GET", `/api/shop/search/${encodeURIComponent(keyword)}`);
        results.replaceChildren(...(data.data.length ? productCards(data.data) : [h("h2", {}, "No result found!")]));
      }, 1000);
    },
  });
  view.append(h("h1", {}, "Search"), input, results);
}

async function checkoutPage(view) {
  const [{ data: addresses }, cart] = await Promise.all([http("GET", `/api/shop/address/get/${userId()}`), cartPanel()]);
  let selected = null;
  let editing = null;
  const form = h("form", { "aria-label": "Address form" });
  const list = h("div", { id: "addresses" });
  const fields = ["address", "city", "pincode", "phone", "notes"];
  const reload = () => navigate("/shop/checkout");

  const fillForm = (address) => {
    editing = address;
    form.replaceChildren(
      h("h2", {}, address ? "Edit Address" : "Add New Address"),
      ...fields.map((f) => field(f, { "aria-label": f[0].toUpperCase() + f.slice(1), value: address?.[f] ?? "", ...(f === "notes" ? { rows: 2 } : {}) })),
      h("button", { type: "submit" }, address ? "Edit" : "Add"),
    );
    if (address) form.querySelector("textarea").value = address.notes;
  };
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const values = formValues(form);
    try {
      if (editing) {
        const { data } = await http("PUT", `/api/shop/address/update/${userId()}/${editing._id}`, values);
        toast(data.success ? "Address updated successfully" : data.message);
      } else {
        if (addresses.data.length >= 3) return toast("You can add max 3 addresses");
        const { data } = await http("POST", "/api/shop/address/add", { ...values, userId: userId() });
        toast(data.success ? "Address added successfully" : data.message);
      }
      reload();
    } catch (error) {
      toast(messageOf(error, "Address not saved"));
    }
  });
  fillForm(null);

  list.append(
    ...addresses.data.map((a) =>
      h(
        "article",
        { "aria-label": `Address ${a.address}` },
        h("p", {}, `${a.address}, ${a.city} ${a.pincode} · ${a.phone} · ${a.notes}`),
        h("label", {}, h("input", { type: "radio", name: "selected", onchange: () => (selected = a) }), "Deliver here"),
        h("button", { onclick: () => fillForm(a) }, "Edit"),
        h(
          "button",
          {
            onclick: async () => {
              const { data } = await http("DELETE", `/api/shop/address/delete/${userId()}/${a._id}`);
              if (data.success) toast("Address deleted successfully");
              reload();
            },
          },
          "Delete",
        ),
      ),
    ),
  );

  const pay = h(
    "button",
    {
      onclick: async () => {
        const current = (await http("GET", `/api/shop/cart/get/${userId()}`)).data.data;
        if (!current?.items?.length) return toast("Your cart is empty. Please add items to proceed.");
        if (!selected) return toast("Please select one address to proceed.");
        pay.textContent = "Processing Paypal Payment...";
        // The order as the original client builds it; the server prices it from the cart and ignores these amounts.
        const order = {
          userId: userId(),
          cartId: current._id,
          cartItems: current.items.map((i) => ({ productId: i.productId, title: i.title, image: i.image, price: unitPrice(i), quantity: i.quantity })),
          addressInfo: { addressId: selected._id, address: selected.address, city: selected.city, pincode: selected.pincode, phone: selected.phone, notes: selected.notes },
          orderStatus: "pending",
          paymentMethod: "paypal",
          paymentStatus: "pending",
          totalAmount: current.items.reduce((s, i) => s + unitPrice(i) * i.quantity, 0),
          orderDate: new Date(),
          orderUpdateDate: new Date(),
          paymentId: "",
          payerId: "",
        };
        try {
          const { data } = await http("POST", "/api/shop/order/create", order);
          if (!data.success || !data.approvalURL) throw new Error("no approvalURL");
          sessionStorage.setItem("currentOrderId", JSON.stringify(data.orderId));
          window.location.href = data.approvalURL;
        } catch {
          pay.textContent = "Checkout with Paypal";
          toast("Something went wrong during payment setup.");
        }
      },
    },
    "Checkout with Paypal",
  );
  view.append(h("h1", {}, "Checkout"), list, form, cart, pay);
}

async function paypalReturnPage(view) {
  const params = new URLSearchParams(location.search);
  const paymentId = params.get("paymentId");
  const payerId = params.get("PayerID");
  view.append(h("h1", {}, "Processing Payment...Please wait!"));
  if (!paymentId || !payerId) return;
  const orderId = JSON.parse(sessionStorage.getItem("currentOrderId"));
  try {
    const { data } = await http("POST", "/api/shop/order/capture", { paymentId, payerId, orderId });
    if (data.success) {
      sessionStorage.removeItem("currentOrderId");
      window.location.href = "/shop/payment-success";
    }
  } catch (error) {
    view.append(h("p", {}, messageOf(error, "Payment failed")));
  }
}

function paymentSuccessPage(view) {
  view.append(h("h1", {}, "Payment is successfull!"), h("button", { onclick: () => navigate("/shop/account") }, "View Orders"));
}

/** The order dialog of the account and the admin: what the original's OrderDetails reads. */
function orderDetails(order, extra = []) {
  return h(
    "section",
    { role: "dialog", "aria-label": "Order details" },
    h("p", {}, `Order ID: ${order._id}`),
    h("p", {}, `Order Date: ${String(order.orderDate).split("T")[0]}`),
    h("p", {}, `Order Price: ${dollars(order.totalAmount)}`),
    h("p", {}, `Payment method: ${order.paymentMethod}`),
    h("p", {}, `Payment Status: ${order.paymentStatus}`),
    h("p", { id: "detail-status" }, `Order Status: ${order.orderStatus}`),
    h(
      "table",
      {},
      h("tr", {}, h("th", {}, "Title"), h("th", {}, "Quantity"), h("th", {}, "Unit Price"), h("th", {}, "Total")),
      ...order.cartItems.map((i) => h("tr", {}, h("td", {}, i.title), h("td", {}, i.quantity), h("td", {}, dollars(i.price)), h("td", {}, dollars(i.price * i.quantity)))),
    ),
    h("p", {}, `Shipping: ${order.shippingCost === 0 ? "Free" : dollars(order.shippingCost)}`),
    h("p", {}, `Shipping Info: ${session.user.userName}, ${order.addressInfo.address}, ${order.addressInfo.city}, ${order.addressInfo.pincode}, ${order.addressInfo.phone}, ${order.addressInfo.notes}`),
    ...extra,
  );
}

function ordersTable(orders, detailsUrl, extra) {
  return h(
    "table",
    { "aria-label": "Order History" },
    h("tr", {}, h("th", {}, "Order ID"), h("th", {}, "Order Date"), h("th", {}, "Order Status"), h("th", {}, "Order Price"), h("th", {})),
    ...orders.map((o) =>
      h(
        "tr",
        { "data-order-id": o._id },
        h("td", {}, o._id),
        h("td", {}, String(o.orderDate).split("T")[0]),
        h("td", {}, o.orderStatus),
        h("td", {}, dollars(o.totalAmount)),
        h(
          "td",
          {},
          h(
            "button",
            {
              onclick: async () => {
                document.querySelector('[aria-label="Order details"]')?.remove();
                const { data } = await http("GET", detailsUrl(o._id));
                app.append(orderDetails(data.data, extra?.(data.data) ?? []));
              },
            },
            "View Details",
          ),
        ),
      ),
    ),
  );
}

async function accountPage(view) {
  const { data } = await http("GET", `/api/shop/order/list/${userId()}`);
  view.append(h("h1", {}, "Order History"), ordersTable(data.data, (id) => `/api/shop/order/details/${id}`));
}

// ── Admin ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** The image uploader: multipart field my_file, the answer's result.url. */
function imageUpload(onUrl, disabled = false) {
  const preview = h("span", {});
  const input = h("input", {
    type: "file",
    "aria-label": "Upload Image",
    disabled,
    onchange: async () => {
      const body = new FormData();
      body.append("my_file", input.files[0]);
      try {
        const { data } = await http("POST", "/api/admin/products/upload-image", body);
        if (!data?.success || !data.result?.url) throw new Error();
        preview.replaceChildren(h("img", { src: data.result.url, alt: "Uploaded image preview" }));
        onUrl(data.result.url);
      } catch (error) {
        toast(messageOf(error, "Image upload failed. Try again."));
      }
    },
  });
  return h("div", {}, input, preview);
}

async function dashboardPage(view) {
  let url = "";
  const upload = h(
    "button",
    {
      disabled: true,
      onclick: async () => {
        if (!url) return alert("Please upload an image first.");
        const { data } = await http("POST", "/api/common/feature", { image: url });
        if (data.success) navigate("/admin/dashboard");
      },
    },
    "Upload",
  );
  const { data } = await http("GET", "/api/common/feature/get");
  view.append(
    h("h1", {}, "Dashboard"),
    imageUpload((u) => ((url = u), (upload.disabled = false))),
    upload,
    h(
      "section",
      { "aria-label": "Feature images" },
      ...data.data.map((f, i) =>
        h(
          "div",
          {},
          h("img", { src: f.image, alt: `Feature image ${i + 1}` }),
          h(
            "button",
            {
              "aria-label": `Delete feature image ${i + 1}`,
              onclick: async () => {
                try {
                  await http("DELETE", `/api/common/feature/${f._id}`);
                  navigate("/admin/dashboard");
                } catch {
                  alert("Delete failed.");
                }
              },
            },
            "Delete",
          ),
        ),
      ),
    ),
  );
}

async function adminProductsPage(view) {
  const { data } = await http("GET", "/api/admin/products/get");
  let image = "";
  let editingId = null;
  const form = h("form", { "aria-label": "Product form" });
  const open = (product) => {
    editingId = product?._id ?? null;
    image = product?.image ?? "";
    const v = (k) => product?.[k] ?? "";
    form.replaceChildren(
      h("h2", {}, editingId ? "Edit Product" : "Add New Product"),
      imageUpload((u) => (image = u), Boolean(editingId)),
      field("title", { "aria-label": "Title", value: v("title") }),
      field("description", { "aria-label": "Description", rows: 2 }),
      select("category", Object.fromEntries(CATEGORIES.map((c) => [c, c])), v("category") || "men"),
      select("brand", Object.fromEntries(BRANDS.map((b) => [b, b])), v("brand") || "nike"),
      field("price", { type: "number", step: "0.01", "aria-label": "Price", value: v("price") }),
      field("salePrice", { type: "number", step: "0.01", "aria-label": "Sale Price", placeholder: "Enter sale price (optional)", value: v("salePrice") || "" }),
      field("totalStock", { type: "number", "aria-label": "Total Stock", value: v("totalStock") }),
      h("button", { type: "submit" }, editingId ? "Edit" : "Add"),
    );
    form.querySelector("textarea").value = v("description");
  };
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const values = { ...formValues(form), image };
    try {
      const { data: saved } = editingId
        ? await http("PUT", `/api/admin/products/edit/${editingId}`, values)
        : await http("POST", "/api/admin/products/add", values);
      if (saved.success) toast(editingId ? `Product updated: ${saved.data.title}` : "Product add successfully");
      navigate("/admin/products");
    } catch (error) {
      toast(messageOf(error, "Product not saved"));
    }
  });
  view.append(
    h("h1", {}, "Products"),
    h("button", { onclick: () => open(null) }, "Add New Product"),
    form,
    h(
      "div",
      { id: "admin-products" },
      ...data.data.map((p) =>
        h(
          "article",
          { "aria-label": p.title },
          h("h3", {}, p.title),
          h("img", { src: p.image, alt: p.title }),
          h("p", { class: "price" }, p.salePrice > 0 ? `${dollars(p.price)} ${dollars(p.salePrice)}` : dollars(p.price)),
          h("button", { onclick: () => open(p) }, "Edit"),
          h(
            "button",
            {
              onclick: async () => {
                const { data: gone } = await http("DELETE", `/api/admin/products/delete/${p._id}`);
                if (gone.success) toast(gone.message);
                navigate("/admin/products");
              },
            },
            "Delete",
          ),
        ),
      ),
    ),
  );
}

async function adminOrdersPage(view) {
  const { data } = await http("GET", "/api/admin/orders/get");
  const statusControl = (order) => {
    let status = order.orderStatus;
    return [
      select("Order Status", Object.fromEntries(STATUS_OPTIONS.map((s) => [s, s])), "", (e) => (status = e.target.value)),
      h(
        "button",
        {
          onclick: async () => {
            try {
              const { data: updated } = await http("PUT", `/api/admin/orders/update/${order._id}`, { orderStatus: status });
              toast(updated.message);
              navigate("/admin/orders");
            } catch (error) {
              toast(messageOf(error, "Status not updated"));
            }
          },
        },
        "Update Order Status",
      ),
    ];
  };
  view.append(h("h1", {}, "All Orders"), ordersTable(data.data, (id) => `/api/admin/orders/details/${id}`, statusControl));
}

// ── Start: check-auth on load, as the original's App does ──────────────────────────────────────────────────────
app.append(h("p", {}, "Loading…"));
await checkAuth();
render();
