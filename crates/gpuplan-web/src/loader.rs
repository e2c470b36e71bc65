//! The data files: the dataset and the guide, kept out of the wasm. The prerenderer writes each
//! beside the pages under a name with its content's hash (`data/dataset-<hash>.json`) and names
//! them in every page that runs the app:
//! - the files the page's first render reads ([`needs`]) with `<link rel="preload" as="fetch"
//!   data-gpuplan-data=…>`, so the browser fetches them with the wasm; the app
//!   [`install`](DataFile::install)s them before that render, which hydration needs to match the
//!   prerendered page;
//! - the others with `<meta data-gpuplan-data=… content=PATH>`, which fetches nothing: the app
//!   reads them once it is running, for the pages the reader may go to next. A page reached
//!   before its file is in shows that it is loading, and is drawn again when it arrives.
//!
//! So the catalog, sizes, calculators, estimate and wizard fetch only the dataset, search only
//! the guide. Reading pages load no app and name no data file.

use std::sync::OnceLock;

use crate::route::Route;

/// One data file's contents once read. Natively it is the JSON the build script wrote, embedded
/// and read on first use; in the browser it is whatever [`DataCell::install`] was given, and
/// "still loading" before that.
#[derive(Debug)]
pub struct DataCell<T: 'static> {
    cell: OnceLock<Result<T, String>>,
    embedded: Option<&'static str>,
}

impl<T: serde::de::DeserializeOwned> DataCell<T> {
    /// A cell read from `embedded` on first use, or, with `None` (the browser), only from what is
    /// installed.
    pub const fn new(embedded: Option<&'static str>) -> Self {
        DataCell { cell: OnceLock::new(), embedded }
    }

    /// Reads `json` (the data file's text, or why it could not be fetched) and keeps it for the
    /// rest of the page's life. Only the first call counts.
    pub fn install(&self, json: Result<&str, String>) {
        let _ =
            self.cell.set(json.and_then(|j| serde_json::from_str(j).map_err(|e| e.to_string())));
    }

    /// Keeps `why` as the reason there are no contents, without reading anything: a bundle
    /// that draws no page reading this file leaves its parser out.
    pub fn refuse(&self, why: &str) {
        let _ = self.cell.set(Err(why.to_owned()));
    }

    /// The contents, or why there are none.
    pub fn get(&self) -> Result<&T, &str> {
        // In the browser nothing is embedded, and the parser is only where a file is installed.
        #[cfg(target_arch = "wasm32")]
        let cell = self.cell.get();
        #[cfg(not(target_arch = "wasm32"))]
        let cell = match self.embedded {
            Some(json) => Some(
                self.cell.get_or_init(|| serde_json::from_str(json).map_err(|e| e.to_string())),
            ),
            None => self.cell.get(),
        };
        match cell {
            Some(Ok(x)) => Ok(x),
            Some(Err(e)) => Err(e),
            None => Err("still loading"),
        }
    }

    /// Whether the contents are there to read (or failed to be read): always when embedded;
    /// in the browser once installed. The app draws again a page that was waiting for them.
    pub fn is_installed(&self) -> bool {
        self.embedded.is_some() || self.cell.get().is_some()
    }
}

/// One data file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataFile {
    /// The catalog, rate card and sizing calibration ([`crate::catalog_data`]).
    Dataset,
    /// The guide's chapters and sources ([`crate::content`]).
    Guide,
}

/// The attribute on a `<link>` that names the data file it preloads.
pub const ATTR: &str = "data-gpuplan-data";

impl DataFile {
    /// Every data file, in the order the pages list them.
    pub const ALL: [DataFile; 2] = [DataFile::Dataset, DataFile::Guide];

    /// The file's name, in its path and in [`ATTR`].
    pub fn name(self) -> &'static str {
        match self {
            DataFile::Dataset => "dataset",
            DataFile::Guide => "guide",
        }
    }

    /// The file with this name.
    pub fn from_name(name: &str) -> Option<DataFile> {
        DataFile::ALL.into_iter().find(|f| f.name() == name)
    }

    /// Whether this build reads the file: the dataset for the pages that draw sizes and prices,
    /// the guide for chapters, search and the home page. A bundle without such a page (features
    /// `page-*`) leaves the file's parser out.
    pub fn in_bundle(self) -> bool {
        match self {
            DataFile::Dataset => cfg!(any(
                feature = "page-catalog",
                feature = "page-size",
                feature = "page-calc",
                feature = "page-chapter",
                feature = "page-estimate",
                feature = "page-wizard",
                feature = "page-home"
            )),
            DataFile::Guide => {
                cfg!(any(feature = "page-chapter", feature = "page-search", feature = "page-home"))
            }
        }
    }

    /// Reads the file's text (or why it could not be fetched) into the app; a file this build
    /// does not read ([`DataFile::in_bundle`]) is kept as not read, so no page waits for it.
    pub fn install(self, json: Result<&str, String>) {
        if !self.in_bundle() {
            let why = "not read by this page's bundle";
            match self {
                DataFile::Dataset => crate::catalog_data::DATASET.refuse(why),
                DataFile::Guide => crate::content::GUIDE.refuse(why),
            }
            return;
        }
        match self {
            DataFile::Dataset => crate::catalog_data::DATASET.install(json),
            DataFile::Guide => crate::content::GUIDE.install(json),
        }
    }

    /// Whether the file has been read (or failed to be).
    pub fn is_installed(self) -> bool {
        match self {
            DataFile::Dataset => crate::catalog_data::DATASET.is_installed(),
            DataFile::Guide => crate::content::GUIDE.is_installed(),
        }
    }

    /// The file's text, as the build script wrote it (native builds: the prerenderer writes it
    /// out).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn json(self) -> &'static str {
        match self {
            DataFile::Dataset => crate::catalog_data::DATASET_JSON,
            DataFile::Guide => crate::content::GUIDE_JSON,
        }
    }
}

/// The data files a route's page reads as it first renders. The not-found page stands for any
/// path the app may be asked to show, so it reads both.
pub fn needs(route: &Route) -> &'static [DataFile] {
    match route {
        Route::Home | Route::Search => &[DataFile::Guide],
        Route::Catalog
        | Route::Size { .. }
        | Route::Calculators
        | Route::Calculator { .. }
        | Route::Estimate
        | Route::Wizard => &[DataFile::Dataset],
        Route::Chapter { .. } | Route::NotFound => &DataFile::ALL,
    }
}

/// Which of `route`'s files are in, as a key for the page: it changes, and the page is drawn
/// afresh, only when a file the page waited for arrives.
pub fn ready_key(route: &Route) -> String {
    needs(route).iter().map(|f| if f.is_installed() { '1' } else { '0' }).collect()
}

/// Fetches every data file the page preloads and installs it. The fetches run together, and the
/// browser has usually started them already from the preload links. A file that cannot be
/// fetched is installed as its error, which the pages that need it show.
#[cfg(target_arch = "wasm32")]
pub async fn load() {
    use wasm_bindgen::JsCast as _;

    let Some(window) = web_sys::window() else { return };
    let Some(links) =
        window.document().and_then(|d| d.query_selector_all(&format!("link[{ATTR}]")).ok())
    else {
        return;
    };
    let mut pending = Vec::new();
    for i in 0..links.length() {
        let Some(link) = links.item(i).and_then(|n| n.dyn_into::<web_sys::HtmlLinkElement>().ok())
        else {
            continue;
        };
        let Some(file) = link.get_attribute(ATTR).and_then(|n| DataFile::from_name(&n)) else {
            continue;
        };
        // `href` is the absolute address, resolved against `<base href>`.
        let url = link.href();
        let response = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(&url));
        pending.push((file, url, response));
    }
    for (file, url, response) in pending {
        let text = text_of(&url, response).await;
        file.install(text.as_deref().map_err(Clone::clone));
    }
}

/// Fetches the data files the page names for later (`<meta data-gpuplan-data>`), one after the
/// other, and installs each, then tells the watchers.
#[cfg(target_arch = "wasm32")]
pub fn load_later() {
    use wasm_bindgen::JsCast as _;

    let Some(window) = web_sys::window() else { return };
    let Some(document) = window.document() else { return };
    let base = document.base_uri().ok().flatten().unwrap_or_default();
    let mut later = Vec::new();
    if let Ok(metas) = document.query_selector_all(&format!("meta[{ATTR}]")) {
        for i in 0..metas.length() {
            let Some(meta) = metas.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            else {
                continue;
            };
            let file = meta.get_attribute(ATTR).and_then(|n| DataFile::from_name(&n));
            let url = meta
                .get_attribute("content")
                .and_then(|path| web_sys::Url::new_with_base(&path, &base).ok())
                .map(|u| u.href());
            if let (Some(file), Some(url)) = (file, url)
                && !file.is_installed()
            {
                later.push((file, url));
            }
        }
    }
    if later.is_empty() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        for (file, url) in later {
            let response = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(&url));
            let text = text_of(&url, response).await;
            file.install(text.as_deref().map_err(Clone::clone));
            WATCHERS.with_borrow(|watchers| watchers.iter().for_each(|w| w()));
        }
    });
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    static WATCHERS: std::cell::RefCell<Vec<Box<dyn Fn()>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Calls `f` each time a data file fetched for later has been installed.
pub fn watch(f: impl Fn() + 'static) {
    #[cfg(target_arch = "wasm32")]
    WATCHERS.with_borrow_mut(|watchers| watchers.push(Box::new(f)));
    #[cfg(not(target_arch = "wasm32"))]
    let _ = f;
}

#[cfg(target_arch = "wasm32")]
async fn text_of(url: &str, response: wasm_bindgen_futures::JsFuture) -> Result<String, String> {
    use wasm_bindgen::JsCast as _;

    let failed = || format!("{url} could not be fetched");
    let response: web_sys::Response =
        response.await.map_err(|_| failed())?.dyn_into().map_err(|_| failed())?;
    if !response.ok() {
        return Err(format!("{url} answered {}", response.status()));
    }
    let text = response.text().map_err(|_| failed())?;
    wasm_bindgen_futures::JsFuture::from(text)
        .await
        .map_err(|_| failed())?
        .as_string()
        .ok_or_else(failed)
}
