//! gpuplan-web: the Yew single-page app.
//!
//! - [`route`]: the routes.
//! - [`app`]: the `switch` from route to page, and the page frame.
//! - [`client`]: hydration of the prerendered page, and when browser state may be read.
//! - [`crash`]: the banner shown if a panic happens anyway.
//! - [`i18n`]: the app's own words in English and Chinese, and each page's language.
//! - [`head`]: each page's window title and description, in its language.
//! - [`prerender`] (native only): every route rendered to HTML at build time.
//! - `pages/`: one component per route.
//! - `components/`: pieces shared by pages, one component per file.
//! - [`content`]: the guide, parsed at build time and embedded as data.
//! - [`catalog_data`]: the catalog, validated at build time and embedded as data.

pub mod app;
pub mod catalog_data;
pub mod client;
pub mod components;
pub mod content;
pub mod crash;
pub mod head;
pub mod hooks;
pub mod i18n;
pub mod loader;
pub mod nav;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod page_style;
pub mod pages;
#[cfg(not(target_arch = "wasm32"))]
pub mod prerender;
#[cfg(all(test, feature = "pseudo", not(target_arch = "wasm32")))]
mod pseudo_pages;
pub mod route;
pub mod router;
pub mod storage;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod test_html;
pub mod theme;

pub use app::{App, ServerApp, ServerAppProps};
