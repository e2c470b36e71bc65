//! The Spot calculator's eviction-rate export: the reader pastes or chooses their own Resource
//! Graph export (JSON or CSV, `docs/cost.md`) and gives its date; where it has a row for the
//! chosen size and region, that row's band sets the eviction rate.
//!
//! - The text is read by the core (`cost::eviction`) once per change, never on other edits, and
//!   is only ever shown as a text node or a textarea's value: never as markup.
//! - A chosen file is measured before it is read (at most `eviction::MAX_BYTES`) and read as
//!   bytes, so the core refuses binary and non-UTF-8 files itself; its last-modified date fills
//!   the date field, which the reader may change.
//! - The export is kept in localStorage under its own key, not in the address: the text as given
//!   when it is at most [`MAX_STORED`] bytes, otherwise the rows for the catalog's sizes as
//!   compact CSV, and nothing when even that is larger.

use std::rc::Rc;

use gpuplan_core::calc::FieldError;
use gpuplan_core::calc::spot::{EVICTIONS_DATE_FIELD, EVICTIONS_FIELD};
use gpuplan_core::catalog::Catalog;
use gpuplan_core::cost::eviction::{self, EvictionError, EvictionTable};
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self as words, CalcMsg};
use gpuplan_i18n::problems;
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use crate::storage;

/// The most bytes of an export kept in storage.
pub const MAX_STORED: usize = 512 * 1024;

/// The largest text shown back in the text box for a chosen file; a larger file is only named.
const MAX_SHOWN: usize = 64 * 1024;

const KEY: &str = "gpuplan.calc.spot.evictions";

/// Where an export came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Origin {
    /// Pasted or typed into the text box.
    Pasted,
    /// A chosen file, by name.
    File(String),
}

/// The reader's export and what the core made of it.
#[derive(Debug, Clone, PartialEq)]
pub struct Export {
    /// The text as given (or kept).
    pub text: Rc<str>,
    /// Where it came from.
    pub origin: Origin,
    /// The export's date as the reader gives it, `YYYY-MM-DD` or empty.
    pub date: String,
    /// The rows, or why there are none.
    pub parsed: Rc<Result<EvictionTable, EvictionError>>,
    /// A note for the reader about what was kept (storage), if anything needs saying.
    pub note: Option<Note>,
}

/// What was kept of an export in storage, when less than all of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// Nothing: even its rows for the site's sizes are too large.
    TooLarge,
    /// Its rows for the site's sizes: `kept` of `total`.
    Kept {
        /// Rows kept.
        kept: usize,
        /// Rows in the export.
        total: usize,
    },
}

impl Note {
    /// The note in `lang`.
    pub fn text(self, lang: Lang) -> String {
        match self {
            Note::TooLarge => CalcMsg::TooLargeToKeep.text(lang).to_owned(),
            Note::Kept { kept, total } => words::export_kept(kept, total, lang),
        }
    }
}

impl Export {
    /// Reads `text` from `origin`.
    pub fn read(text: Rc<str>, origin: Origin, date: String) -> Export {
        let parsed = Rc::new(EvictionTable::parse(&text));
        Export { text, origin, date, parsed, note: None }
    }

    /// The same export with another date.
    pub fn with_date(&self, date: String) -> Export {
        Export { date, ..self.clone() }
    }
}

/// The stored record.
#[derive(Serialize, Deserialize)]
struct Saved {
    v: u32,
    text: String,
    origin: Origin,
    date: String,
}

/// The stored export, if any (an unreadable record counts as none).
pub fn load() -> Option<Export> {
    let text = storage::get(KEY)?;
    let saved: Saved = serde_json::from_str(&text).ok().filter(|s: &Saved| s.v == 1)?;
    if saved.text.len() > MAX_STORED {
        return None;
    }
    Some(Export::read(saved.text.into(), saved.origin, saved.date.chars().take(10).collect()))
}

/// What to store for `export` within [`MAX_STORED`] (`None`: remove the record), and a note
/// when less than all of it is kept.
pub fn to_store(export: Option<&Export>, catalog: &Catalog) -> (Option<String>, Option<Note>) {
    let Some(e) = export else { return (None, None) };
    let (text, note) = if e.text.len() <= MAX_STORED {
        (e.text.to_string(), None)
    } else {
        let Ok(table) = e.parsed.as_ref() else { return (None, None) };
        let mut kept = table.clone();
        kept.retain(|r| catalog.sizes.iter().any(|s| s.name.eq_ignore_ascii_case(&r.sku)));
        let csv = kept.to_csv();
        if csv.len() > MAX_STORED {
            return (None, Some(Note::TooLarge));
        }
        (csv, Some(Note::Kept { kept: kept.rows.len(), total: table.rows.len() }))
    };
    let record = Saved { v: 1, text, origin: e.origin.clone(), date: e.date.clone() };
    (serde_json::to_string(&record).ok(), note)
}

/// Writes what [`to_store`] gave, once the reader pauses.
pub fn store(json: Option<String>) {
    storage::write_when_quiet(KEY, move || match json {
        Some(j) => storage::set(KEY, &j),
        None => storage::remove(KEY),
    });
}

/// Props for [`SpotEvictions`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SpotEvictionsProps {
    /// The form's id prefix, e.g. "calc-spot".
    pub id: AttrValue,
    /// The export, if the reader gave one.
    pub export: Option<Rc<Export>>,
    /// The calculator's field errors (those on the export and its date are shown here).
    pub errors: Rc<Vec<FieldError>>,
    /// A new export, or `None` to forget it.
    pub on_change: Callback<Option<Rc<Export>>>,
    /// The language of the page.
    pub lang: Lang,
}

/// The export's text box, file chooser, date and status.
#[component]
pub fn SpotEvictions(props: &SpotEvictionsProps) -> Html {
    let lang = props.lang;
    let t = |m: CalcMsg| m.text(lang);
    // The read in progress: dropping it cancels it.
    let reading = use_mut_ref(|| None::<gloo_file::callbacks::FileReader>);
    let id = props.id.to_string();
    let (text_id, file_id, date_id) =
        (format!("{id}-evictions"), format!("{id}-evictions-file"), format!("{id}-evictions_date"));
    let (error_id, date_error_id, hint_id, status_id) = (
        format!("{text_id}-error"),
        format!("{date_id}-error"),
        format!("{text_id}-hint"),
        format!("{text_id}-status"),
    );
    let worded = |field: &str| {
        props.errors.iter().find(|e| e.field == field).map(|e| problems::problem(&e.problem, lang))
    };
    let (error, date_error) = (worded(EVICTIONS_FIELD), worded(EVICTIONS_DATE_FIELD));
    let export = props.export.clone();

    let on_text = text_reader(props.on_change.clone(), export.clone());
    let on_file = file_reader(props.on_change.clone(), reading.clone());
    let on_date = {
        let on_change = props.on_change.clone();
        let export = export.clone();
        Callback::from(move |e: InputEvent| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else { return };
            if let Some(x) = &export {
                on_change
                    .emit(Some(Rc::new(x.with_date(input.value().chars().take(10).collect()))));
            }
        })
    };
    let forget = {
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| on_change.emit(None))
    };

    let shown: String = match export.as_deref() {
        Some(Export { origin: Origin::Pasted, text, .. }) => text.to_string(),
        Some(Export { text, .. }) if text.len() <= MAX_SHOWN => text.to_string(),
        _ => String::new(),
    };
    let status = export.as_deref().map(|x| status_line(x, lang));
    let [hint_before, hint_after] = words::evictions_hint(lang);
    let described = |own: &str, err: Option<&str>| {
        Some([Some(own), err].into_iter().flatten().collect::<Vec<_>>().join(" "))
    };
    // Optional: folded, unless it holds an export or an error to show.
    let open = export.is_some() || error.is_some() || date_error.is_some();
    html! {
        <details class="calc-optional" {open}>
        <summary>{ t(CalcMsg::EvictionsLegend) }</summary>
        <fieldset class="calc-evictions" aria-label={t(CalcMsg::EvictionsLegend)}>
            <small id={hint_id.clone()} class="hint">
                { hint_before }
                <code>{ "az graph query … --output json" }</code>
                { hint_after }
            </small>
            <div class={classes!("field", error.is_some().then_some("has-error"))}>
                <label for={text_id.clone()}>{ t(CalcMsg::ExportLabel) }</label>
                <textarea id={text_id.clone()} rows="4" spellcheck="false" autocomplete="off"
                    value={shown} oninput={on_text} aria-invalid={error.is_some().then_some("true")}
                    aria-describedby={described(&hint_id, error.as_ref().map(|_| error_id.as_str()))} />
                if let Some(message) = &error {
                    <span id={error_id.clone()} class="field-error">{ words::labelled(t(CalcMsg::ExportShort), message, lang) }</span>
                }
            </div>
            <div class="field">
                <label for={file_id.clone()}>{ t(CalcMsg::ChooseFile) }</label>
                <input id={file_id} type="file" accept=".json,.csv,application/json,text/csv" onchange={on_file} />
            </div>
            <div class={classes!("field", date_error.is_some().then_some("has-error"))}>
                <label for={date_id.clone()}>{ t(CalcMsg::ExportDate) }</label>
                <input id={date_id.clone()} type="date" value={export.as_ref().map(|x| x.date.clone()).unwrap_or_default()}
                    oninput={on_date} disabled={export.is_none()}
                    aria-invalid={date_error.is_some().then_some("true")}
                    aria-describedby={described(&status_id, date_error.as_ref().map(|_| date_error_id.as_str()))} />
                if let Some(message) = &date_error {
                    <span id={date_error_id} class="field-error">{ words::labelled(t(CalcMsg::ExportDate), message, lang) }</span>
                }
            </div>
            <p id={status_id} class="calc-evictions-status" role="status">
                { status.unwrap_or_else(|| t(CalcMsg::NoExport).to_owned()) }
            </p>
            if export.is_some() {
                <button type="button" onclick={forget}>{ t(CalcMsg::ForgetExport) }</button>
            }
        </fieldset>
        </details>
    }
}

/// Reads a chosen file (refused unread past the export's limit) as an export dated by the
/// file's last change.
fn file_reader(
    on_change: Callback<Option<Rc<Export>>>,
    reading: Rc<std::cell::RefCell<Option<gloo_file::callbacks::FileReader>>>,
) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else { return };
        let Some(file) = input.files().and_then(|l| l.get(0)) else { return };
        let days = (file.last_modified() / 86_400_000.0).floor();
        let date = (days.is_finite() && days.abs() < 1e7)
            .then(|| gpuplan_core::date::Date::from_unix_days(days as i64))
            .flatten()
            .map(|d| d.to_string())
            .unwrap_or_default();
        let name: String = file.name().chars().take(80).collect();
        let size = file.size();
        if size > eviction::MAX_BYTES as f64 {
            // Refused unread: the core's own words for the size.
            let bytes = if size < usize::MAX as f64 { size as usize } else { usize::MAX };
            let parsed = Err(EvictionError::TooLarge { bytes, max: eviction::MAX_BYTES });
            on_change.emit(Some(Rc::new(Export {
                text: "".into(),
                origin: Origin::File(name),
                date,
                parsed: Rc::new(parsed),
                note: None,
            })));
            return;
        }
        let on_change = on_change.clone();
        let file = gloo_file::File::from(file);
        let read = gloo_file::callbacks::read_as_bytes(&file, move |bytes| {
            let (text, parsed) = match bytes {
                Ok(b) => {
                    let parsed = EvictionTable::parse_bytes(&b);
                    let text = if parsed.is_ok() {
                        String::from_utf8(b).unwrap_or_default()
                    } else {
                        String::new()
                    };
                    (text, parsed)
                }
                Err(_) => (String::new(), Err(EvictionError::Empty)),
            };
            on_change.emit(Some(Rc::new(Export {
                text: text.into(),
                origin: Origin::File(name),
                date,
                parsed: Rc::new(parsed),
                note: None,
            })));
        });
        *reading.borrow_mut() = Some(read);
    })
}

/// The status after reading an export: its rows and format, or that it could not be read, and
/// where it came from.
fn status_line(x: &Export, lang: Lang) -> String {
    let t = |m: CalcMsg| m.text(lang);
    let from = match &x.origin {
        Origin::Pasted => t(CalcMsg::TheTextAbove).to_owned(),
        Origin::File(name) => words::export_from_file(name, lang),
    };
    let read = match x.parsed.as_ref() {
        Ok(table) => words::export_read(
            table.rows.len(),
            match table.format {
                eviction::Format::Json => "JSON",
                eviction::Format::Csv => "CSV",
            },
            &from,
            lang,
        ),
        Err(_) => words::export_unreadable(&from, lang),
    };
    match x.note {
        Some(n) => words::sentences(&[read, n.text(lang)], lang),
        None => read,
    }
}

/// Reads pasted text as an export, keeping the date the reader gave; empty text forgets it.
fn text_reader(
    on_change: Callback<Option<Rc<Export>>>,
    export: Option<Rc<Export>>,
) -> Callback<InputEvent> {
    Callback::from(move |e: InputEvent| {
        let Some(area) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() else { return };
        let text = area.value();
        if text.trim().is_empty() {
            on_change.emit(None);
            return;
        }
        let date = export.as_ref().map(|x| x.date.clone()).unwrap_or_default();
        on_change.emit(Some(Rc::new(Export::read(text.into(), Origin::Pasted, date))));
    })
}
