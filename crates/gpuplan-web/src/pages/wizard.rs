//! The decision wizard: the four steps' questions, each step's rule and the branch it took, the
//! ranked sizes with cost and reasons, and the sizes left out with theirs. Any ranked row can be
//! added to the estimate. The answers live in the address (`wizard.field=text`) like a
//! calculator's.

use gpuplan_core::calc;
use gpuplan_core::calc::estimate_form::{EstimateForm, LineForm};
use gpuplan_core::calc::wizard::{self, applies};
use gpuplan_core::cost::estimate;
use gpuplan_core::cost::money::format_decimal;
use gpuplan_core::guide::Lang;
use gpuplan_core::sizing::tree::Candidate;
use gpuplan_i18n::problems;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::catalog_data;
use crate::components::calculator::field_control;
use crate::hooks::use_persisted_form::{
    FormPlace, PersistedForm, use_last_good, use_persisted_form,
};
use crate::pages::estimate::{save_json, saved_json};
use crate::route::Route;
use crate::storage;

/// The localStorage key of the wizard's last answers.
const STORAGE_KEY: &str = "gpuplan.wizard";

fn save(state: &[(String, String)]) {
    storage::save_state(STORAGE_KEY, state);
}

/// Adds a ranked size to the saved estimate as a compute line and returns the new estimate's
/// JSON, or why it could not.
fn add_to_estimate(c: &Candidate, lang: Lang) -> Result<String, String> {
    let mut form = match saved_json().map(|j| estimate::parse(&j)) {
        Some(Ok(e)) => EstimateForm::from_estimate(&e),
        _ => EstimateForm { lines: Vec::new(), ..EstimateForm::default() },
    };
    let mut line = LineForm::new("compute");
    line.set("size", c.size.clone());
    line.set("region", c.region.clone());
    line.set("count", c.vms.to_string());
    line.set("model", c.model.as_str().to_owned());
    form.lines.push(line);
    let e = form.to_estimate().map_err(|errs| problems::field_problems(&errs, lang))?;
    let json = serde_json::to_string(&e).map_err(|e| e.to_string())?;
    save_json(&json);
    Ok(json)
}

/// The first answers: defaults, then saved, then the address; with the notices that produced.
fn initial(query: &str) -> (Vec<(String, String)>, Vec<String>) {
    let mut s = wizard::defaults();
    let mut notices = Vec::new();
    let mut pairs = storage::prefixed_pairs(query, "wizard.");
    if pairs.is_empty() {
        match storage::load_state(STORAGE_KEY) {
            Ok(Some(saved)) => pairs = saved,
            Ok(None) => {}
            Err(e) => notices.push(e),
        }
    }
    for (k, v) in &pairs {
        calc::set_text(&mut s, k, v);
    }
    (s, notices)
}

/// The wizard page.
#[component]
pub fn WizardPage() -> Html {
    let lang = crate::i18n::use_lang();
    let navigator = use_navigator();
    let place = FormPlace { key: STORAGE_KEY.to_owned(), prefix: "wizard.".to_owned() };
    // Hydrating, the answers start from the defaults, as prerendered; once the app is live, the
    // saved answers and the address are read into the same form.
    let PersistedForm { state, notices, update } = use_persisted_form(place, initial, || {});
    let last_good = use_last_good::<Html>();
    let problem = use_state(String::new);
    let Ok(data) = catalog_data::dataset() else {
        return html! { <p class="notice error" role="alert">{ "The catalog could not be loaded." }</p> };
    };
    let set_field = {
        let state = state.clone();
        Callback::from(move |(key, value): (String, String)| {
            let mut next = (*state).clone();
            calc::set_text(&mut next, &key, &value);
            update.emit(next);
        })
    };
    let reset = {
        let state = state.clone();
        let notices = notices.clone();
        let navigator = navigator.clone();
        Callback::from(move |_: MouseEvent| {
            let d = wizard::defaults();
            save(&d);
            notices.set(Vec::new());
            if let Some(nav) = &navigator {
                nav.replace(&Route::Wizard);
            }
            state.set(d);
        })
    };
    let task = calc::text_of(&state, "task").to_owned();
    let outcome = wizard::recommend(&state, data, catalog_data::today());
    let errors = outcome.as_ref().err().cloned().unwrap_or_default();
    let steps_form: Html = (1..=4u8)
        .map(|n| {
            let title = match n {
                1 => "Step 1: the workload",
                2 => "Step 2: budget and duration",
                3 => "Step 3: data and network",
                _ => "Step 4: ecosystem",
            };
            let fields: Html = wizard::fields()
                .iter()
                .filter(|(step, f)| *step == n && applies(&task, f.key))
                .map(|(_, f)| {
                    let value = calc::text_of(&state, f.key);
                    let err = errors.iter().find(|e| e.field == f.key).map(|e| problems::problem(&e.problem, lang));
                    field_control(&format!("wizard-{}", f.key), f, value, err, &data.catalog, set_field.clone())
                })
                .collect();
            html! { <fieldset class="calc-form wizard-step"><legend>{ title }</legend>{ fields }</fieldset> }
        })
        .collect();
    let fresh: Result<Html, ()> = match &outcome {
        Ok((_, rec)) => {
            let steps: Html = rec
                .steps
                .iter()
                .map(|s| {
                    let guide = s.guide.trim_start_matches('/').to_owned();
                    html! {
                        <li class="tree-step">
                            <strong>{ format!("Step {}: {}", s.number, s.title) }</strong>
                            <p class="tree-rule">{ format!("Rule: {}", s.rule) }</p>
                            <p class="tree-branch">{ format!("Branch taken: {}", s.branch) }</p>
                            { for s.warnings.iter().map(|w| html! { <p class="notice">{ w.clone() }</p> }) }
                            <a href={guide}>{ "Read the guide on this step" }</a>
                        </li>
                    }
                })
                .collect();
            let rows: Html = rec
                .ranked
                .iter()
                .take(25)
                .enumerate()
                .map(|(i, c)| {
                    let add = {
                        let c = c.clone();
                        let navigator = navigator.clone();
                        let problem = problem.clone();
                        Callback::from(move |_: MouseEvent| match add_to_estimate(&c, lang) {
                            Ok(json) => {
                                if let Some(nav) = &navigator {
                                    let _ = nav.push_with_query(&Route::Estimate, &[("e", json)]);
                                }
                            }
                            Err(m) => problem.set(m),
                        })
                    };
                    html! {
                        <tr>
                            <td class="num">{ i + 1 }</td>
                            <td>{ c.size.clone() }</td>
                            <td>{ c.region.clone() }</td>
                            <td class="num">{ c.vms }</td>
                            <td>{ c.model.as_str() }</td>
                            <td class="num">{ format_decimal(c.cost, 2) }</td>
                            <td class="num">{ format!("{:.0}", c.hours) }</td>
                            <td class="reasons">{ c.reasons.join(" ") }</td>
                            <td><button type="button" onclick={add} aria-label={format!("Add to estimate: {} in {}", c.size, c.region)}>{ "Add to estimate" }</button></td>
                        </tr>
                    }
                })
                .collect();
            let excluded: Html = rec
                .excluded
                .iter()
                .map(|x| html! { <li><strong>{ x.size.clone() }</strong>{ format!(": {}", x.reason) }</li> })
                .collect();
            let html = html! {
                <>
                    <h2>{ "The steps" }</h2>
                    <ol class="tree-steps">{ steps }</ol>
                    <h2>{ format!("Ranked sizes ({} feasible)", rec.ranked.len()) }</h2>
                    if rec.ranked.len() > 25 {
                        <p class="calc-note">{ "The 25 cheapest are shown. Choose a region in step 3 to narrow the list." }</p>
                    }
                    if rec.ranked.is_empty() {
                        <p class="notice">{ "No size fits these answers; the list below says why each was left out." }</p>
                    } else {
                        <div class="table-scroll">
                            <table class="ranked">
                                <thead><tr>
                                    <th scope="col">{ "#" }</th><th scope="col">{ "Size" }</th><th scope="col">{ "Region" }</th>
                                    <th scope="col">{ "VMs" }</th><th scope="col">{ "Pricing" }</th><th scope="col">{ "Cost (USD)" }</th>
                                    <th scope="col">{ "Hours" }</th><th scope="col">{ "Why" }</th><th scope="col"><span class="visually-hidden">{ "Action" }</span></th>
                                </tr></thead>
                                <tbody>{ rows }</tbody>
                            </table>
                        </div>
                    }
                    <details class="excluded">
                        <summary>{ format!("Sizes left out ({})", rec.excluded.len()) }</summary>
                        <ul>{ excluded }</ul>
                    </details>
                </>
            };
            Ok(html)
        }
        Err(_) => Err(()),
    };
    let result = last_good.keep(&fresh);
    let stale = outcome.is_err();
    html! {
        <article class="wizard-page">
            <h1>{ "Choose a size: the decision wizard" }</h1>
            <p class="lede">{ "Answer the four steps. Each shows its rule and the branch your answers took; the sizes that can run the job are ranked by cost, and the others are listed with the reason they were left out." }</p>
            if !notices.is_empty() {
                <div class="notice" role="status"><ul>{ for notices.iter().map(|n| html! { <li>{ n.clone() }</li> }) }</ul></div>
            }
            <form onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                { steps_form }
                <div class="calc-actions"><button type="button" onclick={reset}>{ "Reset to defaults" }</button></div>
            </form>
            if !problem.is_empty() {
                <p class="notice" role="status">{ (*problem).clone() }</p>
            }
            <section class={classes!("wizard-result", stale.then_some("stale"))} aria-live="polite" aria-label="Recommendation">
                if stale && result.is_some() {
                    <p class="stale-note">{ "Showing the last valid ranking: fix the marked field to update it." }</p>
                }
                { for result }
            </section>
        </article>
    }
}
