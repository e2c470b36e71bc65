//! The estimate builder: settings and lines in, totals out as you type, in the format the CLI
//! reads. The last valid estimate is in the address (`?e=` JSON) and in localStorage, so a link
//! shows the same totals and a return visit finds the work where it was left.

use crate::router::*;
use gpuplan_core::calc::estimate_form::{
    EstimateForm, LINE_KINDS, LineForm, line_fields, setting_fields,
};
use gpuplan_core::calc::{FieldError, Problem, text_of};
use gpuplan_core::cost::estimate::{self, CostErrorKind, Estimate, EstimateResult};
use gpuplan_core::cost::money::format_decimal;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::estimate::{self as words, EstimateMsg as M, Source};
use gpuplan_i18n::problems;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::catalog_data;
use crate::client;
use crate::components::calculator::{FieldWords, field_control};
use crate::components::download::download;
use crate::hooks::use_persisted_form::{use_last_good, write_when_quiet};
use crate::i18n::use_lang;
use crate::storage;

/// The localStorage key of the builder's last valid estimate.
pub const STORAGE_KEY: &str = "gpuplan.estimate";

/// The longest `?e=` value read from an address.
const MAX_URL_JSON: usize = 200_000;

/// The saved estimate's JSON, if any.
pub fn saved_json() -> Option<String> {
    storage::get(STORAGE_KEY)
}

/// Saves an estimate's JSON; a full or blocked storage keeps it in the address only.
pub fn save_json(json: &str) {
    storage::set(STORAGE_KEY, json);
}

fn url_json(query: &str) -> Option<String> {
    storage::query_pairs(query).into_iter().find(|(k, _)| k == "e").map(|(_, v)| v)
}

/// Why the estimate in the address or in storage was not read.
#[derive(Debug, Clone, PartialEq)]
enum Notice {
    /// Longer than [`MAX_URL_JSON`].
    TooLong(Source),
    /// Not an estimate, with the reader's detail.
    Unreadable(Source, String),
}

impl Notice {
    fn text(&self, lang: Lang) -> String {
        match self {
            Notice::TooLong(source) => words::too_long(*source, lang),
            Notice::Unreadable(source, why) => words::unreadable(*source, why, lang),
        }
    }
}

/// The first form: from the address, else from storage, else the default; with notices.
fn initial(query: &str, lang: Lang) -> (EstimateForm, Vec<Notice>) {
    let (source, json) = match url_json(query) {
        Some(j) => (Source::Address, Some(j)),
        None => (Source::Saved, saved_json()),
    };
    let Some(json) = json else { return (EstimateForm::default(), Vec::new()) };
    if json.len() > MAX_URL_JSON {
        return (EstimateForm::default(), vec![Notice::TooLong(source)]);
    }
    match estimate::parse(&json) {
        Ok(e) => (EstimateForm::from_estimate(&e), Vec::new()),
        Err(err) => (
            EstimateForm::default(),
            vec![Notice::Unreadable(
                source,
                problems::cost_error(&err, lang).chars().take(160).collect(),
            )],
        ),
    }
}

/// Reads and prices the form; field errors carry the engine's paths (`lines[2].count`).
fn compute(
    form: &EstimateForm,
    d: &Dataset,
) -> Result<(Estimate, EstimateResult), Vec<FieldError>> {
    let e = form.to_estimate()?;
    let today = crate::catalog_data::today();
    let r = estimate::evaluate(&e, &d.catalog, &d.rates, today).map_err(|errs| {
        errs.into_iter()
            .map(|err| FieldError { field: err.field, problem: Problem::Cost(err.kind) })
            .collect::<Vec<_>>()
    })?;
    Ok((e, r))
}

/// What the reader does to the form.
enum Action {
    Setting(&'static str, String),
    Field(usize, &'static str, String),
    Add(String),
    Duplicate(usize),
    Remove(usize),
    Reset,
    Load(EstimateForm),
}

/// The form as a reducer, so that line editors get a stable dispatcher and skip re-rendering
/// when their own line did not change.
#[derive(Debug, Clone, PartialEq)]
struct FormState(EstimateForm);

impl Reducible for FormState {
    type Action = Action;

    fn reduce(self: std::rc::Rc<Self>, action: Action) -> std::rc::Rc<Self> {
        let mut f = self.0.clone();
        match action {
            Action::Setting(k, v) => f.set(k, v),
            Action::Field(i, k, v) => {
                if let Some(l) = f.lines.get_mut(i) {
                    l.set(k, v);
                }
            }
            Action::Add(kind) => f.lines.push(LineForm::new(&kind)),
            Action::Duplicate(i) => {
                if let Some(l) = f.lines.get(i).cloned() {
                    f.lines.insert(i + 1, l);
                }
            }
            Action::Remove(i) => {
                if i < f.lines.len() {
                    f.lines.remove(i);
                }
            }
            Action::Reset => f = EstimateForm::default(),
            Action::Load(form) => f = form,
        }
        std::rc::Rc::new(FormState(f))
    }
}

/// The estimate builder page.
#[component]
pub fn EstimatePage() -> Html {
    let lang = use_lang();
    let location = use_location();
    let navigator = use_navigator();
    let query = client::query(location.as_ref());
    let first = use_memo((), move |_| initial(&query, lang));
    let form = use_reducer_eq(|| FormState(first.0.clone()));
    let notices = use_state(|| first.1.clone());
    // Hydrating, the form starts empty, as prerendered; once the app is live, the estimate in
    // the address or in storage is read into the same form.
    let loaded = {
        let (form, notices, location) = (form.dispatcher(), notices.clone(), location.clone());
        client::use_load_when_live(move || {
            let (f, n) = initial(&client::query(location.as_ref()), lang);
            form.dispatch(Action::Load(f));
            notices.set(n);
        })
    };
    let new_kind = use_state(|| "compute".to_owned());
    let last_good = use_last_good::<(Estimate, EstimateResult)>();
    let message = use_state(String::new);

    // After each change: the estimate, when it prices, goes to the address and to storage.
    let here = use_route::<crate::route::Page>();
    {
        let navigator = navigator.clone();
        let location = location.clone();
        let loaded = loaded.clone();
        use_effect_with(form.0.clone(), move |f: &EstimateForm| {
            // The prerender's empty form must not replace the address or storage before they
            // are read.
            if !*loaded.borrow() {
                return;
            }
            // Once the reader pauses.
            let f = f.clone();
            let (navigator, location) = (navigator.clone(), location.clone());
            write_when_quiet(STORAGE_KEY, here.clone(), navigator, location, move || {
                let json = f.to_estimate().ok().and_then(|e| serde_json::to_string(&e).ok())?;
                save_json(&json);
                Some(vec![("e".to_owned(), json)])
            });
        });
    }

    let Ok(data) = catalog_data::dataset() else {
        return html! { <p class="notice error" role="alert">{ M::CatalogMissing.text(lang) }</p> };
    };

    let outcome = compute(&form.0, data);
    let good = last_good.keep(&outcome);
    let (errors, stale) = match &outcome {
        Ok(_) => (Vec::new(), false),
        Err(errs) => (errs.clone(), true),
    };
    let dispatch = form.dispatcher();

    let settings: Html = setting_fields()
        .iter()
        .map(|f| {
            let key = f.key;
            let value = text_of(&form.0.settings, key);
            let d = dispatch.clone();
            let on =
                Callback::from(move |(_, v): (String, String)| d.dispatch(Action::Setting(key, v)));
            let err =
                errors.iter().find(|e| e.field == key).map(|e| problems::problem(&e.problem, lang));
            let texts = FieldWords::new(
                f,
                words::setting_label(key, lang),
                words::setting_hint(key, lang),
                |v| words::setting_choice(key, v, lang),
                lang,
            );
            field_control(&format!("est-{key}"), f, &texts, value, err, &data.catalog, on)
        })
        .collect();

    let lines: Html = form
        .0
        .lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let prefix = format!("lines[{i}]");
            let errors: Vec<FieldError> = errors
                .iter()
                .filter(|e| e.field == prefix || e.field.starts_with(&format!("{prefix}.")))
                .cloned()
                .collect();
            html! { <LineEditor key={i} index={i} line={line.clone()} {errors} dispatch={dispatch.clone()} /> }
        })
        .collect();

    let add = {
        let d = dispatch.clone();
        let new_kind = new_kind.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Add((*new_kind).clone())))
    };
    let on_kind = {
        let new_kind = new_kind.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<HtmlSelectElement>() {
                new_kind.set(s.value());
            }
        })
    };
    let reset = {
        let d = dispatch.clone();
        let notices = notices.clone();
        Callback::from(move |_: MouseEvent| {
            notices.set(Vec::new());
            d.dispatch(Action::Reset);
        })
    };

    let exports = good.as_ref().map(|(e, r)| {
        let (e1, r1, r2) = (e.clone(), r.clone(), r.clone());
        let message_csv = message.clone();
        let message_json = message.clone();
        let message_md = message.clone();
        let message_link = message.clone();
        let csv = Callback::from(move |_: MouseEvent| {
            if let Err(m) = download("gpuplan-estimate.csv", "text/csv", &csv_text(&r1, lang)) {
                message_csv.set(download_failed(m, lang));
            }
        });
        let json = Callback::from(move |_: MouseEvent| match serde_json::to_string_pretty(&e1) {
            Ok(j) => {
                if let Err(m) = download("gpuplan-estimate.json", "application/json", &j) {
                    message_json.set(download_failed(m, lang));
                }
            }
            Err(err) => message_json.set(download_failed(err.to_string(), lang)),
        });
        let md = Callback::from(move |_: MouseEvent| {
            if let Err(m) =
                download("gpuplan-estimate.md", "text/markdown", &markdown_text(&r2, lang))
            {
                message_md.set(download_failed(m, lang));
            }
        });
        let copy = Callback::from(move |_: MouseEvent| {
            let message_link = message_link.clone();
            copy_link(move |m| message_link.set(m.text(lang).to_owned()));
        });
        let print = Callback::from(|_: MouseEvent| {
            #[cfg(target_arch = "wasm32")]
            if let Some(w) = web_sys::window() {
                let _ = w.print();
            }
        });
        html! {
            <div class="export" role="group" aria-label={M::ExportGroup.text(lang)}>
                <button type="button" onclick={csv}>{ M::ExportCsv.text(lang) }</button>
                <button type="button" onclick={json}>{ M::ExportJson.text(lang) }</button>
                <button type="button" onclick={md}>{ M::ExportMarkdown.text(lang) }</button>
                <button type="button" onclick={copy}>{ M::CopyLink.text(lang) }</button>
                <button type="button" onclick={print}>{ M::Print.text(lang) }</button>
            </div>
        }
    });

    let totals = good.as_ref().map(|(_, r)| totals_html(r, stale, lang));
    html! {
        <article class="estimate-page">
            <h1>{ M::Title.text(lang) }</h1>
            <p class="lede">{ M::Lede.text(lang) }</p>
            if !notices.is_empty() {
                <div class="notice" role="status"><ul>{ for notices.iter().map(|n| html! { <li>{ n.text(lang) }</li> }) }</ul></div>
            }
            <form class="estimate-form" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                <fieldset class="estimate-settings calc-form">
                    <legend>{ M::Settings.text(lang) }</legend>
                    { settings }
                </fieldset>
                { lines }
                <div class="add-line">
                    <label for="est-new-kind">{ M::NewLine.text(lang) }</label>
                    <select id="est-new-kind" onchange={on_kind}>
                        { for LINE_KINDS.iter().map(|k| html! { <option value={*k} selected={*k == new_kind.as_str()}>{ words::line_kind(k, lang) }</option> }) }
                    </select>
                    <button type="button" onclick={add}>{ M::AddLine.text(lang) }</button>
                    <button type="button" onclick={reset}>{ M::ResetToDefaults.text(lang) }</button>
                </div>
            </form>
            <section class={classes!("estimate-result", stale.then_some("stale"))} aria-live="polite" aria-label={M::Totals.text(lang)}>
                if stale && good.is_some() {
                    <p class="stale-note">{ M::StaleTotals.text(lang) }</p>
                }
                { for totals }
                { for exports }
                if !message.is_empty() {
                    <p class="notice" role="status">{ (*message).clone() }</p>
                }
            </section>
        </article>
    }
}

/// Copies the page's address to the clipboard and tells `done` what happened, for the reader,
/// once the browser has answered: the clipboard may refuse (no permission, the page not in
/// focus), and only its answer says the link was copied.
fn copy_link(done: impl FnOnce(M) + 'static) {
    #[cfg(target_arch = "wasm32")]
    {
        let Some(w) = web_sys::window() else { return done(M::NoWindow) };
        // The address of the last edit, not of the last pause.
        crate::storage::flush_now();
        let href = w.location().href().unwrap_or_default();
        let written = w.navigator().clipboard().write_text(&href);
        wasm_bindgen_futures::spawn_local(async move {
            done(match wasm_bindgen_futures::JsFuture::from(written).await {
                Ok(_) => M::LinkCopied,
                Err(_) => M::CopyFailed,
            });
        });
    }
    #[cfg(not(target_arch = "wasm32"))]
    drop(done);
}

/// A failed download's message: the browser's words on an English page, a sentence in Chinese.
/// The estimate as CSV in the reader's words (empty if the catalog cannot be read, which the
/// page has already said).
fn csv_text(r: &EstimateResult, lang: Lang) -> String {
    catalog_data::catalog().map_or_else(|_| String::new(), |c| words::to_csv(r, c, lang))
}

/// The estimate as a Markdown table in the reader's words.
fn markdown_text(r: &EstimateResult, lang: Lang) -> String {
    catalog_data::catalog().map_or_else(|_| String::new(), |c| words::to_markdown(r, c, lang))
}

fn download_failed(message: String, lang: Lang) -> String {
    words::download_failed(&message, lang)
}

/// Whether the problem is a price the data lacks, which the line's own price would give.
fn needs_user_price(p: &Problem) -> bool {
    matches!(p, Problem::Cost(CostErrorKind::NotInSnapshot(_) | CostErrorKind::NotInData(_)))
}

/// Props for [`LineEditor`].
#[derive(Properties, PartialEq)]
struct LineEditorProps {
    index: usize,
    line: LineForm,
    errors: Vec<FieldError>,
    dispatch: UseReducerDispatcher<FormState>,
}

/// One line's fields and buttons. Its props compare equal while the line and its errors are
/// unchanged, so an edit elsewhere does not re-render it.
#[component]
fn LineEditor(props: &LineEditorProps) -> Html {
    let lang = use_lang();
    let Ok(catalog) = catalog_data::catalog() else { return Html::default() };
    let i = props.index;
    let line = &props.line;
    let errors = &props.errors;
    let fields: Html = line_fields(&line.kind)
        .iter()
        .map(|f| {
            let key = f.key;
            let value = text_of(&line.fields, key);
            let d = props.dispatch.clone();
            let on = Callback::from(move |(_, v): (String, String)| {
                d.dispatch(Action::Field(i, key, v))
            });
            let path = format!("lines[{i}].{key}");
            // The engine names a missing price on the model or the line; show it by "Your price".
            let err = errors
                .iter()
                .find(|e| e.field == path)
                .or_else(|| {
                    (key == "user_price")
                        .then(|| {
                            errors.iter().find(|e| {
                                e.field == format!("lines[{i}]") || needs_user_price(&e.problem)
                            })
                        })
                        .flatten()
                })
                .map(|e| problems::problem(&e.problem, lang));
            let kind = line.kind.as_str();
            let texts = FieldWords::new(
                f,
                words::line_field_label(kind, key, lang),
                words::line_field_hint(kind, key, lang),
                |v| words::line_choice(kind, key, v, lang),
                lang,
            );
            field_control(&format!("est-line-{i}-{key}"), f, &texts, value, err, catalog, on)
        })
        .collect();
    let line_error = errors
        .iter()
        .find(|e| e.field == format!("lines[{i}]"))
        .map(|e| html! { <p class="field-error">{ problems::problem(&e.problem, lang) }</p> });
    let duplicate = {
        let d = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Duplicate(i)))
    };
    let remove = {
        let d = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Remove(i)))
    };
    let n = i + 1;
    html! {
        <fieldset class="estimate-line" data-line={i.to_string()}>
            <legend>{ words::line_legend(n, &line.kind, lang) }</legend>
            <div class="calc-form">{ fields }</div>
            { for line_error }
            <div class="line-actions">
                <button type="button" onclick={duplicate} aria-label={words::line_button(true, n, lang)}>{ M::Duplicate.text(lang) }</button>
                <button type="button" onclick={remove} aria-label={words::line_button(false, n, lang)}>{ M::Remove.text(lang) }</button>
            </div>
        </fieldset>
    }
}

fn totals_html(r: &EstimateResult, stale: bool, lang: Lang) -> Html {
    use gpuplan_core::catalog::coverage::{STALE_AFTER_DAYS, is_stale};
    use gpuplan_core::cost::estimate::PriceOrigin;

    let today = crate::catalog_data::today();
    let old = |l: &gpuplan_core::cost::estimate::LineCost| {
        matches!(&l.origin, PriceOrigin::Snapshot { as_of: Some(d), .. }
            if is_stale(*d, today))
    };
    let dated = r
        .lines
        .iter()
        .filter(|l| matches!(&l.origin, PriceOrigin::Snapshot { as_of: Some(_), .. }))
        .count();
    let old_count = r.lines.iter().filter(|l| old(l)).count();
    // Every snapshot price old: one sentence under the table says so, rather than each line.
    let all_old = old_count > 0 && old_count == dated;
    let places = r.currency.decimals();
    let money = |v, places| words::amount(v, r.currency, places, lang);
    let rows: Html = r
        .lines
        .iter()
        .map(|l| {
            let label = catalog_data::catalog()
                .map_or_else(|_| String::new(), |c| words::line_label(&l.label, c, lang));
            let origin = catalog_data::catalog()
                .map_or_else(|_| String::new(), |c| words::origin(&l.origin, c, lang));
            html! {
                <tr>
                    <td>{ label }</td>
                    <td class="num">{ format_decimal(l.monthly, places) }</td>
                    <td class="num">{ format_decimal(l.upfront, places) }</td>
                    <td class="num">{ format_decimal(l.total, places) }</td>
                    <td class="origin">{ origin }
                        if !all_old && old(l) {
                            <span class="old-mark">{ words::old_mark(STALE_AFTER_DAYS, lang) }</span>
                        }
                        { for l.notes.iter().map(|n| html! { <><br />{ words::note(n, lang) }</> }) }
                        { for l.warnings.iter().map(|w| html! { <><br /><span class="notice">{ words::warning(w, lang) }</span></> }) }</td>
                </tr>
            }
        })
        .collect();
    html! {
        <>
            <dl class={classes!("figures", "totals", stale.then_some("stale"))}>
                <dt>{ M::Monthly.text(lang) }</dt><dd id="total-monthly">{ money(r.monthly, places) }</dd>
                <dt>{ M::UpFront.text(lang) }</dt><dd id="total-upfront">{ money(r.upfront, places) }</dd>
                <dt>{ words::whole_term(r.months, lang) }</dt><dd id="total-term">{ money(r.total, places) }</dd>
                if let Some(h) = r.effective_hourly {
                    <dt>{ M::PerVmHour.text(lang) }</dt><dd>{ money(h, places.max(3)) }</dd>
                }
            </dl>
            // Focusable, so that a keyboard can scroll it on a narrow screen.
            <div class="table-scroll" tabindex="0" role="region" aria-labelledby="estimate-lines-caption">
                <table class="estimate-lines">
                    <caption id="estimate-lines-caption">{ words::table_caption(r.currency, lang) }</caption>
                    <thead><tr>
                        <th scope="col">{ M::Line.text(lang) }</th><th scope="col">{ M::Monthly.text(lang) }</th>
                        <th scope="col">{ M::UpFront.text(lang) }</th><th scope="col">{ M::Total.text(lang) }</th>
                        <th scope="col">{ M::PriceColumn.text(lang) }</th>
                    </tr></thead>
                    <tbody>{ rows }</tbody>
                </table>
            </div>
            if all_old {
                <p class="caption old-note">
                    { words::all_old(STALE_AFTER_DAYS, lang) }
                    <span class="old-mark" aria-hidden="true"></span>
                    { words::full_stop(lang) }
                </p>
            }
        </>
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    /// The example estimate and lines that bring out each of the engine's notes: on a Chinese
    /// page every line's label, notes and price origin read in Chinese, and on an English page
    /// they are the engine's own words.
    #[test]
    fn a_priced_estimate_reads_in_chinese_and_stays_the_engines_in_english() {
        let d = catalog_data::dataset().unwrap_or_else(|e| panic!("{e}"));
        let mut e = estimate::parse(include_str!("../../../../docs/examples/estimate.json"))
            .unwrap_or_else(|e| panic!("{e}"));
        let extra = estimate::parse(
            r#"{"version": 1, "lines": [
                {"kind": "compute", "size": "Standard_ND96isr_H100_v5", "region": "eastus", "model": "reservation-3y", "payment": "monthly"},
                {"kind": "compute", "size": "Standard_ND96isr_H100_v5", "region": "eastus", "model": "reservation-1y"},
                {"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope", "model": "devtest"},
                {"kind": "blob", "region": "westeurope", "tier": "archive", "gb": 100, "months": 1},
                {"kind": "inter-region", "from": "westeurope", "to": "westeurope", "gb_per_month": 10},
                {"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope", "user_price": "1.5"}
            ]}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        e.lines.extend(extra.lines);
        let r = estimate::evaluate(&e, &d.catalog, &d.rates, crate::catalog_data::today())
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(r.lines.len(), e.lines.len());
        let cjk = |s: &str| s.chars().any(gpuplan_i18n::is_cjk);
        let mut notes = 0;
        for l in &r.lines {
            let en = words::line_label(&l.label, &d.catalog, Lang::En);
            let zh = words::line_label(&l.label, &d.catalog, Lang::Zh);
            assert!(cjk(&zh) && !cjk(&en), "{en} / {zh}");
            // Every origin reads in Chinese, a source by its Chinese short name, never its key.
            let origin = words::origin(&l.origin, &d.catalog, Lang::Zh);
            assert!(cjk(&origin), "{origin}");
            if let PriceOrigin::Snapshot { source, .. } = &l.origin {
                assert!(!origin.contains(source.as_str()), "{origin}");
                let en = words::origin(&l.origin, &d.catalog, Lang::En);
                assert!(!cjk(&en) && !en.contains(source.as_str()), "{en}");
            }
            for n in &l.notes {
                notes += 1;
                let (en, zh) = (words::note(n, Lang::En), words::note(n, Lang::Zh));
                assert!(cjk(&zh) && !cjk(&en), "a note the Chinese page does not word: {n:?}");
            }
        }
        // Dev/Test, savings plan, two commitments, Premium SSD v2, early deletion, egress.
        assert!(notes >= 7, "{notes}");
        // The disk line sized by GiB names the tier the engine chose.
        let disk = r.lines.iter().find(|l| l.kind == "disk").unwrap_or_else(|| panic!());
        let LineLabel::Disk { tier, .. } = &disk.label else { panic!("{:?}", disk.label) };
        let zh = words::line_label(&disk.label, &d.catalog, Lang::Zh);
        assert!(zh.contains(&format!("高级 SSD {tier}，")), "{zh}");
    }

    use gpuplan_core::cost::estimate::{LineLabel, PriceOrigin};

    /// The currency list names each currency, its code beside it on the Chinese page (美元（USD）),
    /// as the English page lists the codes.
    #[test]
    fn the_currency_list_names_each_currency() {
        use crate::test_html::{fragment, texts};
        let options = |path: &str| {
            let page = fragment(&crate::prerender::render(path, "/"));
            texts(page.root_element(), "select#est-currency option")
        };
        let zh = options("/zh/estimate");
        assert_eq!(
            zh,
            ["美元（USD）", "欧元（EUR）", "英镑（GBP）", "人民币（CNY）", "日元（JPY）"]
        );
        assert_eq!(options("/estimate").len(), zh.len());
    }
}
