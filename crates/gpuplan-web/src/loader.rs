//! The data files: the dataset and the guide, kept out of the wasm. The prerenderer writes each
//! beside the pages under a name with its content's hash (`data/dataset-<hash>.json`), and names
//! it in every page that runs the app with `<link rel="preload" as="fetch" data-gpuplan-data=…>`,
//! so the browser starts fetching it with the wasm. The app reads the files those links name and
//! [`install`](DataFile::install)s them before its first render (which hydration needs to match
//! the prerendered page). Reading pages load no app and name no data file.

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

    /// Reads the file's text (or why it could not be fetched) into the app.
    pub fn install(self, json: Result<&str, String>) {
        match self {
            DataFile::Dataset => crate::catalog_data::install(json),
            DataFile::Guide => crate::content::install(json),
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

/// Fetches every data file the page names and installs it. The fetches run together, and the
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
