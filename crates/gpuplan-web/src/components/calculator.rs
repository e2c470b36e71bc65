//! A calculator: its form, its result and charts, its state in the URL and in localStorage.
//!
//! - The state is a list of `(field, text)` pairs (`gpuplan_core::calc`). It starts from the
//!   calculator's defaults, overridden by a chapter's `calc` fence, then by the reader's saved
//!   state, then by the address (`name.field=text`), each read as untrusted text.
//! - Each keystroke recomputes. A bad field shows its message beside it; the last good result
//!   stays on screen, marked stale. Valid or not, the state goes to the address and to storage.
//! - Malformed or old saved state, and unknown or over-long address values, fall back to the
//!   defaults with a notice. Nothing read is ever treated as markup.

use std::rc::Rc;

use crate::router::*;
use gpuplan_core::calc::{self, FieldError, Input, Kind};
use gpuplan_core::catalog::coverage::RegionGroup;
use gpuplan_core::catalog::{Catalog, Lifecycle};
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self as words, CalcMsg};
use gpuplan_i18n::problems;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::catalog_data;
use crate::components::calc as results;
use crate::components::spot_evictions::{self, Export, SpotEvictions};
use crate::hooks::use_persisted_form::{
    FormPlace, PersistedForm, use_last_good, use_persisted_form,
};
use crate::route::{Page, Route};
use crate::storage;

/// Props for [`Calculator`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct CalculatorProps {
    /// Which calculator.
    pub kind: Kind,
    /// Defaults set by the chapter that places it.
    #[prop_or_default]
    pub overrides: Vec<(String, String)>,
    /// Placed inside a chapter (a smaller heading, a link to its own page).
    #[prop_or_default]
    pub embedded: bool,
    /// The language of the page around it.
    #[prop_or(Lang::En)]
    pub lang: Lang,
}

fn storage_key(kind: Kind) -> String {
    format!("gpuplan.calc.{}", kind.name())
}

/// The first state: defaults, then saved, then the address; with the notices that produced.
fn initial(
    kind: Kind,
    overrides: &[(String, String)],
    query: &str,
    lang: Lang,
) -> (Vec<(String, String)>, Vec<String>) {
    let label = |key: &str| Some(words::label(kind, key, lang)).filter(|l| !l.is_empty());
    let defaults = kind.defaults(overrides);
    let mut notices = Vec::new();
    let prefix = format!("{}.", kind.name());
    let from_url = storage::prefixed_pairs(query, &prefix);
    let mut state = defaults;
    if from_url.is_empty() {
        match storage::load_state(&storage_key(kind)) {
            Ok(Some(saved)) => {
                let (s, n) = kind.state_from_pairs(state, &saved);
                state = s;
                notices.extend(
                    n.iter().map(|n| {
                        problems::from_saved_state(&problems::notice(n, lang, label), lang)
                    }),
                );
            }
            Ok(None) => {}
            Err(e) => notices.push(e),
        }
    } else {
        let (s, n) = kind.state_from_pairs(state, &from_url);
        state = s;
        notices.extend(
            n.iter().map(|n| problems::from_address(&problems::notice(n, lang, label), lang)),
        );
    }
    (state, notices)
}

fn field_id(kind: Kind, key: &str) -> String {
    format!("calc-{}-{key}", kind.name())
}

/// A calculator.
#[component]
pub fn Calculator(props: &CalculatorProps) -> Html {
    let kind = props.kind;
    let lang = props.lang;
    let navigator = use_navigator();
    // The Spot calculator's eviction-rate export: kept apart from the form's pairs (too large
    // for the address), in its own storage record.
    let export = use_state(|| None::<Rc<Export>>);
    // Hydrating, the form starts from the defaults, as prerendered; once the app is live, the
    // saved state and the address are read into the same form. Edits go to storage and the
    // address (other parameters kept) once the reader pauses.
    let place = FormPlace { key: storage_key(kind), prefix: format!("{}.", kind.name()) };
    let overrides = props.overrides.clone();
    let on_live = {
        let export = export.clone();
        move || {
            if kind == Kind::Spot {
                export.set(spot_evictions::load().map(Rc::new));
            }
        }
    };
    let PersistedForm { state, notices, update } =
        use_persisted_form(place, move |query| initial(kind, &overrides, query, lang), on_live);
    let last_good = use_last_good::<Html>();

    let Ok(data) = catalog_data::dataset() else {
        return html! { <p class="notice error" role="alert">{ CalcMsg::CatalogNotLoaded.text(lang) }</p> };
    };
    let catalog = &data.catalog;

    let set_field = {
        let (state, update) = (state.clone(), update.clone());
        Callback::from(move |(key, value): (String, String)| {
            let mut next = (*state).clone();
            calc::set_text(&mut next, &key, &value);
            update.emit(next);
        })
    };

    let set_export = export_setter(export.clone(), catalog);
    let reset = reset_callback(kind, props.overrides.clone(), &update, &export, &notices);

    let cx = results::Context { lang, evictions: export.as_deref(), today: catalog_data::today() };
    let outcome = results::compute(kind, &state, data, &cx);
    let result = last_good.keep(&outcome);
    let (errors, stale) = match outcome {
        Ok(_) => (Vec::new(), false),
        Err(errors) => (errors, true),
    };

    let fields = |main: bool| -> Html {
        kind.fields()
            .iter()
            .filter(|f| f.main == main)
            .map(|f| field_html(kind, f, &state, &errors, catalog, &set_field, lang))
            .collect()
    };
    let (main_fields, more_fields) = (fields(true), fields(false));
    let has_more = kind.fields().iter().any(|f| !f.main);
    let notice_list = (!notices.is_empty()).then(|| {
        html! {
            <div class="notice" role="status">
                <ul>{ for notices.iter().map(|n| html! { <li>{ n.clone() }</li> }) }</ul>
            </div>
        }
    });
    let heading =
        if props.embedded { own_page_heading(kind, lang, navigator) } else { Html::default() };
    // The result where the eye is: beside the inputs where the calculator is wide
    // (`site/styles/main.css`), right under its main inputs where it is narrow; the inputs that
    // refine it, and the optional ones (folded), after it.
    html! {
        <section class={classes!("calculator", props.embedded.then_some("embedded"))} data-calculator={kind.name()}
            aria-label={words::title(kind, lang)}>
            { heading }
            { for notice_list }
            <form class="calc-body" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                <div class="calc-form calc-main">{ main_fields }</div>
                { result_view(result, stale, lang) }
                if has_more {
                    <div class="calc-form calc-more">{ more_fields }</div>
                }
                if kind == Kind::Spot {
                    <SpotEvictions id={format!("calc-{}", kind.name())} export={(*export).clone()}
                        errors={Rc::new(errors.clone())} on_change={set_export} {lang} />
                }
                <div class="calc-actions">
                    <button type="button" onclick={reset}>{ CalcMsg::ResetDefaults.text(lang) }</button>
                </div>
            </form>
        </section>
    }
}

/// Keeps a new eviction-rate export (or its absence) in storage, with only the rows for the
/// site's sizes, and shows it.
fn export_setter(
    export: UseStateHandle<Option<Rc<Export>>>,
    catalog: &'static Catalog,
) -> Callback<Option<Rc<Export>>> {
    Callback::from(move |next: Option<Rc<Export>>| {
        let (json, note) = spot_evictions::to_store(next.as_deref(), catalog);
        spot_evictions::store(json);
        export.set(
            next.map(|e| if note.is_some() { Rc::new(Export { note, ..(*e).clone() }) } else { e }),
        );
    })
}

/// Back to the defaults (with the chapter's `overrides`): the saved state, the notices and the
/// Spot calculator's export forgotten.
fn reset_callback(
    kind: Kind,
    overrides: Vec<(String, String)>,
    update: &Callback<Vec<(String, String)>>,
    export: &UseStateHandle<Option<Rc<Export>>>,
    notices: &UseStateHandle<Vec<String>>,
) -> Callback<MouseEvent> {
    let (update, export, notices) = (update.clone(), export.clone(), notices.clone());
    Callback::from(move |_: MouseEvent| {
        update.emit(kind.defaults(&overrides));
        storage::remove(&storage_key(kind));
        if kind == Kind::Spot {
            spot_evictions::store(None);
            export.set(None);
        }
        notices.set(Vec::new());
    })
}

/// The result, or the last good one marked stale, or a line saying it waits for the fields.
fn result_view(result: Option<Html>, stale: bool, lang: Lang) -> Html {
    html! {
        <div class={classes!("calc-result", stale.then_some("stale"))} aria-live="polite">
            if stale && result.is_some() {
                <p class="stale-note">{ CalcMsg::StaleNote.text(lang) }</p>
            }
            if result.is_none() {
                <p class="calc-waiting">{ CalcMsg::Waiting.text(lang) }</p>
            }
            { for result }
        </div>
    }
}

/// An embedded calculator's heading, with a link to its own page. A plain link (no `Link`,
/// which needs a router around it), navigating in the app when it can.
fn own_page_heading(kind: Kind, lang: Lang, navigator: Option<Navigator>) -> Html {
    let to = Page::new(lang, Route::Calculator { name: kind.name().to_owned() });
    let href = to.to_path().trim_start_matches('/').to_owned();
    let onclick = navigator.map(|nav| {
        Callback::from(move |e: MouseEvent| {
            if e.button() == 0 && !(e.ctrl_key() || e.meta_key() || e.shift_key() || e.alt_key()) {
                e.prevent_default();
                nav.push(&to);
            }
        })
    });
    html! {
        <h3 class="calc-title">{ words::title(kind, lang) }{ " " }
            <a {href} {onclick} class="calc-own-page">{ CalcMsg::OpenOwnPage.text(lang) }</a>
        </h3>
    }
}

fn field_html(
    kind: Kind,
    f: &calc::Field,
    state: &[(String, String)],
    errors: &[FieldError],
    catalog: &Catalog,
    set_field: &Callback<(String, String)>,
    lang: Lang,
) -> Html {
    let value = calc::text_of(state, f.key);
    let error =
        errors.iter().find(|e| e.field == f.key).map(|e| problems::problem(&e.problem, lang));
    let texts = FieldWords::new(
        f,
        words::label(kind, f.key, lang),
        words::hint(kind, f.key, lang),
        |v| words::choice(kind, f.key, v, lang),
        lang,
    );
    field_control(&field_id(kind, f.key), f, &texts, value, error, catalog, set_field.clone())
}

/// A field's words in the page's language, all from `gpuplan-i18n` (the core's fields carry
/// none): its label, its hint and its choices' labels (in the order of its `Input::Choice`
/// list).
#[derive(Debug, Clone, PartialEq)]
pub struct FieldWords {
    /// The label.
    pub label: &'static str,
    /// The hint; empty for none.
    pub hint: &'static str,
    /// The label of each choice, in the field's order; a missing one reads as the choice's value.
    pub choices: Vec<&'static str>,
    /// The language of the page (the error's, the regions' and a missing option's words).
    pub lang: Lang,
}

impl FieldWords {
    /// The words of `f`: its label and hint, and each of its choices' labels by value.
    pub fn new(
        f: &calc::Field,
        label: &'static str,
        hint: &'static str,
        choice: impl Fn(&str) -> &'static str,
        lang: Lang,
    ) -> FieldWords {
        let choices = match f.input {
            Input::Choice(list) => list.iter().map(|v| choice(v)).collect(),
            _ => Vec::new(),
        };
        FieldWords { label, hint, choices, lang }
    }
}

/// One labelled field: a text box or a list, its hint, and its error message beside it, in the
/// words given. Edits emit `(key, text)`.
pub fn field_control(
    id: &str,
    f: &calc::Field,
    texts: &FieldWords,
    value: &str,
    error: Option<String>,
    catalog: &Catalog,
    on_change: Callback<(String, String)>,
) -> Html {
    let id = id.to_owned();
    let value = value.to_owned();
    let hint_id = format!("{id}-hint");
    let error_id = format!("{id}-error");
    let described = [
        (!texts.hint.is_empty()).then(|| hint_id.clone()),
        error.as_ref().map(|_| error_id.clone()),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" ");
    let described = (!described.is_empty()).then_some(described);
    let invalid = error.is_some().then_some("true");
    let key = f.key.to_owned();
    let control = match f.input {
        Input::Text | Input::Number(_) => {
            let oninput = {
                let on_change = on_change.clone();
                let key = key.clone();
                Callback::from(move |e: InputEvent| {
                    if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                        on_change.emit((key.clone(), input.value()));
                    }
                })
            };
            html! {
                <input id={id.clone()} type="text" value={value.clone()} {oninput} aria-invalid={invalid}
                    aria-describedby={described.clone()} autocomplete="off" spellcheck="false" />
            }
        }
        Input::Size | Input::Region | Input::Choice(_) => {
            let options = options_of(f, texts, catalog);
            let known = options.iter().any(|(v, _)| *v == value);
            let onchange = {
                let on_change = on_change.clone();
                let key = key.clone();
                Callback::from(move |e: Event| {
                    if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                        on_change.emit((key.clone(), select.value()));
                    }
                })
            };
            html! {
                <select id={id.clone()} {onchange} aria-invalid={invalid} aria-describedby={described.clone()}>
                    if !known {
                        <option value={value.clone()} selected=true>{ words::not_in_catalog(&value, texts.lang) }</option>
                    }
                    { for options.iter().map(|(v, l)| html! { <option value={v.clone()} selected={*v == value}>{ l.clone() }</option> }) }
                </select>
            }
        }
    };
    html! {
        <div class={classes!("field", error.is_some().then_some("has-error"))}>
            <label for={id.clone()}>{ texts.label }</label>
            { control }
            if !texts.hint.is_empty() {
                <small id={hint_id} class="hint">{ texts.hint }</small>
            }
            if let Some(message) = error {
                <span id={error_id} class="field-error">{ words::labelled(texts.label, &message, texts.lang) }</span>
            }
        </div>
    }
}

/// A list field's options as `(value, text)`: the catalog's current sizes (a preview one says
/// so), its regions in the reader's order, or a choice's values with their labels.
fn options_of(f: &calc::Field, texts: &FieldWords, catalog: &Catalog) -> Vec<(String, String)> {
    match f.input {
        Input::Size => {
            // Today is read once, not once a size.
            let today = catalog_data::today();
            // Current sizes only; a preview size says so in its option.
            catalog
                .sizes
                .iter()
                .filter_map(|s| match catalog.lifecycle(s, today) {
                    Lifecycle::Retired => None,
                    Lifecycle::Preview => Some((
                        s.name.clone(),
                        format!(
                            "{} ({})",
                            s.name,
                            gpuplan_i18n::catalog::lifecycle(Lifecycle::Preview, texts.lang)
                        ),
                    )),
                    _ => Some((s.name.clone(), s.name.clone())),
                })
                .collect()
        }
        Input::Region => region_options(catalog, texts.lang),
        Input::Choice(list) => list
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let label = texts.choices.get(i).copied().filter(|t| !t.is_empty());
                ((*v).to_owned(), label.unwrap_or(v).to_owned())
            })
            .collect(),
        Input::Text | Input::Number(_) => Vec::new(),
    }
}

/// The catalog's regions as a list's options, in geographic order: the reader's own region group
/// first (Asia Pacific on Chinese pages, the Americas on English ones), then the others in their
/// usual order; within a group by geography, then by name. Each reads as its name in the page's
/// language with its code: "West Europe (westeurope)", "西欧（westeurope）".
pub fn region_options(catalog: &Catalog, lang: Lang) -> Vec<(String, String)> {
    let first = gpuplan_i18n::locale::home_group(lang);
    let rank = |geography: &str| match RegionGroup::of_geography(geography) {
        Some(g) if g == first => 0,
        Some(g) => {
            1 + RegionGroup::ALL.iter().position(|x| *x == g).unwrap_or(RegionGroup::ALL.len())
        }
        None => 1 + RegionGroup::ALL.len(),
    };
    let mut regions: Vec<&gpuplan_core::catalog::Region> = catalog.regions.iter().collect();
    regions.sort_by(|a, b| {
        (rank(&a.geography), &a.geography, &a.display_name, &a.name).cmp(&(
            rank(&b.geography),
            &b.geography,
            &b.display_name,
            &b.name,
        ))
    });
    regions
        .into_iter()
        .map(|r| {
            let name = gpuplan_i18n::catalog::region_name(&r.name, &r.display_name, lang);
            (r.name.clone(), gpuplan_i18n::format::region(name, &r.name, lang))
        })
        .collect()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use gpuplan_core::calc::{self, Input, Kind};
    use gpuplan_core::catalog::coverage::RegionGroup;

    use crate::catalog_data;
    use crate::test_html::{all, fragment, one, text};

    /// The groups of the options' regions, in the order the list shows them, each once.
    fn group_order(codes: &[String]) -> Vec<RegionGroup> {
        let catalog = catalog_data::catalog().unwrap_or_else(|e| panic!("{e}"));
        let mut groups: Vec<RegionGroup> = Vec::new();
        for code in codes {
            let r = catalog.regions.iter().find(|r| &r.name == code);
            let g = r.and_then(|r| RegionGroup::of_geography(&r.geography));
            let g = g.unwrap_or_else(|| panic!("{code}: no group"));
            if groups.last() != Some(&g) {
                assert!(!groups.contains(&g), "{code}: its group is split: {groups:?}");
                groups.push(g);
            }
        }
        groups
    }

    /// The calculators' region list, prerendered in both languages: every region once, by
    /// region group (the Americas first in English, Asia Pacific first in Chinese) rather than
    /// by its text's code points, each named in the page's language with its code: "West
    /// Europe (westeurope)", "西欧（westeurope）".
    #[test]
    fn the_region_list_is_in_geographic_order_and_the_pages_language() {
        catalog_data::fix_build_date_for_tests();
        let catalog = catalog_data::catalog().unwrap_or_else(|e| panic!("{e}"));
        for (path, first, west_europe, east_us) in [
            ("/calc/spot", RegionGroup::Americas, "West Europe (westeurope)", "East US (eastus)"),
            ("/zh/calc/spot", RegionGroup::AsiaPacific, "西欧（westeurope）", "美国东部（eastus）"),
        ] {
            let page = fragment(&crate::prerender::render(path, "/"));
            let select = one(page.root_element(), "select#calc-spot-region");
            let options = all(select, "option");
            let codes: Vec<String> =
                options.iter().map(|o| o.attr("value").unwrap_or_default().to_owned()).collect();
            assert_eq!(codes.len(), catalog.regions.len(), "{path}: every region once");
            let groups = group_order(&codes);
            assert_eq!(groups.first(), Some(&first), "{path}: {groups:?}");
            assert_eq!(groups.len(), RegionGroup::ALL.len(), "{path}: {groups:?}");
            let shown = |code: &str| {
                options.iter().find(|o| o.attr("value") == Some(code)).map(|o| text(*o))
            };
            assert_eq!(shown("westeurope").as_deref(), Some(west_europe), "{path}");
            assert_eq!(shown("eastus").as_deref(), Some(east_us), "{path}");
            let chosen: Vec<_> = options.iter().filter(|o| o.attr("selected").is_some()).collect();
            assert_eq!(chosen.len(), 1, "{path}: one region chosen");
            assert_eq!(chosen[0].attr("value"), Some("westeurope"), "{path}: the default");
        }
    }

    /// Every field of every calculator is read back as the address and storage give it (the
    /// pairs `initial` lays over the defaults; the address's own parsing is the browser's, which
    /// `e2e/tests/fields.test.mjs` drives): its value set, with no notice; an unknown key gives
    /// one.
    #[test]
    fn every_field_of_every_calculator_is_read_from_its_pairs() {
        for kind in Kind::ALL {
            for f in kind.fields() {
                // A value other than the default: a choice's last value, else a figure.
                let value = match f.input {
                    Input::Choice(list) => list.last().copied().unwrap_or_default(),
                    _ => "12",
                };
                let pairs = [(f.key.to_owned(), value.to_owned())];
                let (state, notices) = kind.state_from_pairs(kind.defaults(&[]), &pairs);
                assert!(notices.is_empty(), "{}.{}: {notices:?}", kind.name(), f.key);
                assert_eq!(calc::text_of(&state, f.key), value, "{}.{}", kind.name(), f.key);
                assert_eq!(state.len(), kind.fields().len(), "{}", kind.name());
            }
            let pairs = [("colour".to_owned(), "red".to_owned())];
            let (state, notices) = kind.state_from_pairs(kind.defaults(&[]), &pairs);
            assert_eq!(notices.len(), 1, "{}: {notices:?}", kind.name());
            assert_eq!(state, kind.defaults(&[]), "{}", kind.name());
        }
    }
}
