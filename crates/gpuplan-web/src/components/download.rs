//! Saving text as a file from the browser: a Blob, an object URL and a click on a temporary link.

/// Offers `text` for download as `file_name`. Failures are returned as text for the page to show.
pub fn download(file_name: &str, mime: &str, text: &str) -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::{JsCast, JsValue};
        let err = |e: JsValue| format!("the download could not start: {e:?}");
        let parts = js_sys::Array::of1(&JsValue::from_str(text));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let blob =
            web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(err)?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(err)?;
        let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
        let anchor: web_sys::HtmlAnchorElement = document
            .create_element("a")
            .map_err(err)?
            .dyn_into()
            .map_err(|_| "no anchor element".to_owned())?;
        anchor.set_href(&url);
        anchor.set_download(file_name);
        anchor.click();
        web_sys::Url::revoke_object_url(&url).map_err(err)?;
        Ok(())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (file_name, mime, text);
        Err("downloads need a browser".to_owned())
    }
}
