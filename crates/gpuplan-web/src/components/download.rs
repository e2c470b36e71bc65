//! Saving text as a file from the browser: a Blob, an object URL and a click on a temporary link.

use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{CalcMsg, download_failed};

/// Offers `text` for download as `file_name`. Failures are returned as text, in English, for the
/// page to show; [`download_in`] words them in another language.
pub fn download(file_name: &str, mime: &str, text: &str) -> Result<(), String> {
    download_in(file_name, mime, text, Lang::En)
}

/// Offers `text` for download as `file_name`. Failures are returned as text in `lang`, for the
/// page to show.
pub fn download_in(file_name: &str, mime: &str, text: &str, lang: Lang) -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::{JsCast, JsValue};
        let err = |e: JsValue| download_failed(&format!("{e:?}"), lang);
        let parts = js_sys::Array::of1(&JsValue::from_str(text));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let blob =
            web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(err)?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(err)?;
        let document = web_sys::window()
            .and_then(|w| w.document())
            .ok_or_else(|| CalcMsg::NoDocument.text(lang).to_owned())?;
        let anchor: web_sys::HtmlAnchorElement = document
            .create_element("a")
            .map_err(err)?
            .dyn_into()
            .map_err(|_| CalcMsg::NoAnchor.text(lang).to_owned())?;
        anchor.set_href(&url);
        anchor.set_download(file_name);
        anchor.click();
        web_sys::Url::revoke_object_url(&url).map_err(err)?;
        Ok(())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (file_name, mime, text, download_failed);
        Err(CalcMsg::NeedsBrowser.text(lang).to_owned())
    }
}
