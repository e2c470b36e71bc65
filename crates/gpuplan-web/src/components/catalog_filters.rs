//! The catalog's filter and display controls. Every control has a label and changes the view
//! through one callback.

use gpuplan_core::catalog::view::{CatalogView, Normalise, TimeUnit};
use gpuplan_core::catalog::{Lifecycle, Os};
use gpuplan_i18n::catalog::{self as words, CatalogMsg as M};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::catalog_data::CatalogRef;

/// Props for [`CatalogFilters`].
#[derive(Clone, PartialEq, Properties)]
pub struct CatalogFiltersProps {
    /// The catalog the choices come from.
    pub catalog: CatalogRef,
    /// The current view.
    pub view: CatalogView,
    /// Called with the changed view.
    pub onchange: Callback<CatalogView>,
}

fn select_value(e: &Event) -> String {
    e.target()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
        .unwrap_or_default()
}

/// A labelled `<select>`; `options` are (value, label) pairs.
fn select(
    id: &str,
    label: &str,
    current: &str,
    options: Vec<(String, String)>,
    on: Callback<String>,
) -> Html {
    let onchange = Callback::from(move |e: Event| on.emit(select_value(&e)));
    html! {
        <div class="field">
            <label for={id.to_owned()}>{ label }</label>
            <select id={id.to_owned()} {onchange}>
                { for options.into_iter().map(|(v, l)| {
                    let selected = v == current;
                    html! { <option {selected} value={v}>{ l }</option> }
                }) }
            </select>
        </div>
    }
}

/// Filters (GPU, memory, GPU count, InfiniBand, status, retired) and display choices (region,
/// OS, normalisation, time unit).
#[component]
pub fn CatalogFilters(props: &CatalogFiltersProps) -> Html {
    let c = props.catalog.0;
    let lang = crate::i18n::use_lang();
    let v = props.view.clone();
    let change = |f: fn(&mut CatalogView, String)| {
        let (v, on) = (v.clone(), props.onchange.clone());
        Callback::from(move |value: String| {
            let mut next = v.clone();
            f(&mut next, value);
            on.emit(next);
        })
    };
    let any = || (String::new(), M::Any.text(lang).to_owned());
    // Only accelerators some Azure series uses.
    let gpus: Vec<(String, String)> = std::iter::once(any())
        .chain(
            c.gpus
                .iter()
                .filter(|g| c.series.iter().any(|s| s.gpu.as_deref() == Some(g.id.as_str())))
                .map(|g| (g.id.clone(), g.name_in(lang).to_owned())),
        )
        .collect();
    // A filter from a shared link may be part of a name ("h100"); show it as its own choice.
    let gpus = match v.gpu.as_deref() {
        Some(g) if !gpus.iter().any(|(id, _)| id == g) => {
            let mut with_custom = gpus;
            with_custom.insert(1, (g.to_owned(), words::name_contains(g, lang)));
            with_custom
        }
        _ => gpus,
    };
    let mut regions: Vec<_> = c.regions.iter().collect();
    regions.sort_by(|a, b| (&a.geography, &a.display_name).cmp(&(&b.geography, &b.display_name)));
    let regions: Vec<(String, String)> = regions
        .into_iter()
        .map(|r| {
            (r.name.clone(), words::region_choice(&r.geography, &r.display_name, &r.name, lang))
        })
        .collect();
    let vram_input = {
        let (v, on) = (v.clone(), props.onchange.clone());
        Callback::from(move |e: InputEvent| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else {
                return;
            };
            let text = input.value();
            let mut next = v.clone();
            next.min_vram_gb = match text.trim() {
                "" => None,
                t => match t.parse::<u32>() {
                    Ok(n) if n <= 100_000 => Some(n),
                    // Invalid text is shown by the field's own validity; the view keeps its value.
                    _ => return,
                },
            };
            on.emit(next);
        })
    };
    let retired_toggle = {
        let (v, on) = (v.clone(), props.onchange.clone());
        Callback::from(move |e: Event| {
            let checked = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .is_some_and(|i| i.checked());
            on.emit(CatalogView { show_retired: checked, ..v.clone() });
        })
    };
    let statuses = Lifecycle::ALL;
    html! {
        <form class="filters" aria-label={M::Filters.text(lang)} onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            <fieldset>
                <legend>{ M::FilterSizes.text(lang) }</legend>
                { select("f-gpu", "GPU", v.gpu.as_deref().unwrap_or_default(), gpus, change(|v, s| v.gpu = (!s.is_empty()).then_some(s))) }
                <div class="field">
                    <label for="f-vram">{ M::MinVram.text(lang) }</label>
                    <input id="f-vram" type="number" min="0" max="100000" step="1" inputmode="numeric"
                        value={v.min_vram_gb.map(|n| n.to_string()).unwrap_or_default()} oninput={vram_input} />
                </div>
                { select("f-gpus", M::MinGpus.text(lang), &v.min_gpus.map(|n| n.to_string()).unwrap_or_default(),
                    std::iter::once(any()).chain([1, 2, 4, 8].map(|n| (n.to_string(), n.to_string()))).collect(),
                    change(|v, s| v.min_gpus = s.parse().ok())) }
                { select("f-ib", "InfiniBand", match v.infiniband { Some(true) => "yes", Some(false) => "no", None => "" },
                    vec![any(), ("yes".into(), M::Stated.text(lang).into()), ("no".into(), M::NotStatedChoice.text(lang).into())],
                    change(|v, s| v.infiniband = match s.as_str() { "yes" => Some(true), "no" => Some(false), _ => None })) }
                { select("f-status", M::Status.text(lang), v.status.map(Lifecycle::as_str).unwrap_or_default(),
                    std::iter::once(any()).chain(statuses.map(|l| (l.as_str().to_owned(), words::lifecycle(l, lang).to_owned()))).collect(),
                    change(|v, s| {
                        v.status = Lifecycle::ALL.into_iter().find(|l| l.as_str() == s)
                    })) }
                <div class="field checkbox">
                    <input id="f-retired" type="checkbox" checked={v.show_retired} onchange={retired_toggle} />
                    <label for="f-retired">{ M::ShowRetired.text(lang) }</label>
                </div>
            </fieldset>
            <fieldset>
                <legend>{ M::Prices.text(lang) }</legend>
                { select("f-region", M::Region.text(lang), &v.region, regions, change(|v, s| v.region = s)) }
                { select("f-os", M::Os.text(lang), v.os.as_str(), Os::ALL.iter().map(|o| (o.as_str().to_owned(), words::os(*o).to_owned())).collect(),
                    change(|v, s| if let Some(o) = Os::ALL.into_iter().find(|o| o.as_str() == s) { v.os = o })) }
                { select("f-norm", M::Normalise.text(lang), v.normalise.as_str(),
                    Normalise::ALL.iter().map(|n| (n.as_str().to_owned(), words::normalise(*n, lang).to_owned())).collect(),
                    change(|v, s| if let Some(n) = Normalise::ALL.into_iter().find(|n| n.as_str() == s) { v.normalise = n })) }
                { select("f-unit", M::Per.text(lang), v.unit.as_str(),
                    TimeUnit::ALL.iter().map(|u| (u.as_str().to_owned(), words::unit(*u, lang).to_owned())).collect(),
                    change(|v, s| if let Some(u) = TimeUnit::ALL.into_iter().find(|u| u.as_str() == s) { v.unit = u })) }
            </fieldset>
        </form>
    }
}
