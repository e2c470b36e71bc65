//! The decision wizard: the four steps' questions, each step's rule and the branch it took, the
//! ranked sizes with cost and reasons, and the sizes left out with theirs. Any ranked row can be
//! added to the estimate. The answers live in the address (`wizard.field=text`) like a
//! calculator's.

use crate::router::*;
use gpuplan_core::calc;
use gpuplan_core::calc::estimate_form::{EstimateForm, LineForm};
use gpuplan_core::calc::wizard::{self, applies};
use gpuplan_core::cost::estimate;
use gpuplan_core::cost::money::format_decimal;
use gpuplan_core::guide::Lang;
use gpuplan_core::sizing::tree::{Candidate, Deadline, Frontier};
use gpuplan_i18n::calc::CalcMsg;
use gpuplan_i18n::wizard::{self as words, WizardMsg as W};
use gpuplan_i18n::{format, problems};
use rust_decimal::prelude::ToPrimitive;
use yew::prelude::*;

use crate::catalog_data;
use crate::components::calculator::{FieldWords, field_control};
use crate::components::chart::{LineChart, Marker, Series};
use crate::hooks::use_persisted_form::{
    FormPlace, PersistedForm, use_last_good, use_persisted_form,
};
use crate::i18n::use_lang;
use crate::pages::estimate::{save_json, saved_json};
use crate::route::{Page, Route};
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
    let lang = use_lang();
    let navigator = use_navigator();
    let place = FormPlace { key: STORAGE_KEY.to_owned(), prefix: "wizard.".to_owned() };
    // Hydrating, the answers start from the defaults, as prerendered; once the app is live, the
    // saved answers and the address are read into the same form.
    let PersistedForm { state, notices, update } = use_persisted_form(place, initial, || {});
    let last_good = use_last_good::<(Html, Html)>();
    let problem = use_state(String::new);
    let Ok(data) = catalog_data::dataset() else {
        return html! { <p class="notice error" role="alert">{ W::CatalogMissing.text(lang) }</p> };
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
                nav.replace(&Page::new(lang, Route::Wizard));
            }
            state.set(d);
        })
    };
    let task = calc::text_of(&state, "task").to_owned();
    let outcome = wizard::recommend(&state, data, catalog_data::today());
    let errors = outcome.as_ref().err().cloned().unwrap_or_default();
    let steps_form = steps_form(&state, &task, &errors, &data.catalog, &set_field, lang);
    let fresh: Result<(Html, Html), ()> = match &outcome {
        Ok((_, rec)) => Ok((
            best_fit(rec, &data.catalog, lang),
            recommendation(rec, &data.catalog, &navigator, &problem, lang),
        )),
        Err(_) => Err(()),
    };
    let (best, result) = last_good.keep(&fresh).unzip();
    let stale = outcome.is_err();
    html! {
        <article class="wizard-page">
            <h1>{ W::Title.text(lang) }</h1>
            <p class="lede">{ W::Lede.text(lang) }</p>
            if !notices.is_empty() {
                <div class="notice" role="status"><ul>{ for notices.iter().map(|n| html! { <li>{ n.clone() }</li> }) }</ul></div>
            }
            // The answer where the eye is, before the questions; the whole ranking follows them.
            <section class={classes!("wizard-answer", stale.then_some("stale"))} aria-label={W::BestFit.text(lang)}>
                <h2>{ W::BestFit.text(lang) }</h2>
                { for best }
            </section>
            <form onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                { steps_form }
                <div class="calc-actions"><button type="button" onclick={reset}>{ W::ResetToDefaults.text(lang) }</button></div>
            </form>
            if !problem.is_empty() {
                <p class="notice" role="status">{ (*problem).clone() }</p>
            }
            <section class={classes!("wizard-result", stale.then_some("stale"))} aria-live="polite" aria-label={W::Recommendation.text(lang)}>
                if stale && result.is_some() {
                    <p class="stale-note">{ W::StaleRanking.text(lang) }</p>
                }
                { for result }
            </section>
        </article>
    }
}

/// The wizard's questions, step by step, with each field's error beside it.
fn steps_form(
    state: &[(String, String)],
    task: &str,
    errors: &[calc::FieldError],
    catalog: &gpuplan_core::catalog::Catalog,
    set_field: &Callback<(String, String)>,
    lang: Lang,
) -> Html {
    (1..=4u8)
        .map(|n| {
            let title = words::legend(n, lang);
            let fields: Html = wizard::fields()
                .iter()
                .filter(|(step, f)| *step == n && applies(task, f.key))
                .map(|(_, f)| {
                    let value = calc::text_of(state, f.key);
                    let err = errors.iter().find(|e| e.field == f.key).map(|e| problems::problem(&e.problem, lang));
                    if f.key == "region" {
                        return region_control(value, err, catalog, set_field.clone(), lang);
                    }
                    let key = f.key;
                    let texts = FieldWords::new(
                        f,
                        words::question_label(key, lang),
                        words::question_hint(key, lang),
                        |v| words::choice_label(key, v, lang),
                        lang,
                    );
                    field_control(&format!("wizard-{key}"), f, &texts, value, err, catalog, set_field.clone())
                })
                .collect();
            html! { <fieldset class="calc-form wizard-step"><legend>{ title }</legend>{ fields }</fieldset> }
        })
        .collect()
}

/// The best-ranked size for the answers, as figures: size, region, pricing, cost and time.
fn best_fit(
    rec: &gpuplan_core::sizing::tree::Recommendation,
    catalog: &gpuplan_core::catalog::Catalog,
    lang: Lang,
) -> Html {
    let Some(c) = rec.ranked.first() else {
        return html! { <p class="notice">{ W::NoneFits.text(lang) }</p> };
    };
    let display = catalog
        .regions
        .iter()
        .find(|r| r.name == c.region)
        .map_or(c.region.as_str(), |r| r.display_name.as_str());
    let rows = [
        (W::ColSize.text(lang), c.size.clone()),
        (W::ColRegion.text(lang), words::region_label(&c.region, display, lang)),
        (W::ColPricing.text(lang), words::pricing(c.model, lang).to_string()),
        (W::ColCost.text(lang), format::usd(c.cost, lang)),
        (W::ColTime.text(lang), format::duration(c.hours, lang)),
    ];
    html! {
        <dl class="figures">
            { for rows.into_iter().map(|(k, v)| html! { <><dt>{ k }</dt><dd>{ v }</dd></> }) }
        </dl>
    }
}

/// The recommendation: the steps, the ranked sizes (one row a size, its other regions folded
/// under it), the frontier and what was left out.
fn recommendation(
    rec: &gpuplan_core::sizing::tree::Recommendation,
    catalog: &gpuplan_core::catalog::Catalog,
    navigator: &Option<Navigator>,
    problem: &UseStateHandle<String>,
    lang: Lang,
) -> Html {
    let steps: Html = rec
        .steps
        .iter()
        .map(|s| {
            let guide = guide_href(s.guide, lang);
            html! {
                <li class="tree-step">
                    <strong>{ words::step_heading(s.number, lang) }</strong>
                    <p class="tree-rule">{ words::rule_line(s.number, lang) }</p>
                    <p class="tree-branch">{ words::branch_line(&s.branch, lang) }</p>
                    { for s.warnings.iter().map(|w| html! { <p class="notice">{ words::warning(w, lang) }</p> }) }
                    <a href={guide}>{ W::ReadTheGuide.text(lang) }</a>
                </li>
            }
        })
        .collect();
    // One row a size, at its best-ranked region; its other regions fold under it.
    let by_size = one_row_per_size(&rec.ranked);
    let region_of = |code: &str| {
        let display = catalog
            .regions
            .iter()
            .find(|r| r.name == code)
            .map_or(code, |r| r.display_name.as_str());
        words::region_label(code, display, lang)
    };
    let rows: Html = by_size
        .iter()
        .take(25)
        .enumerate()
        .map(|(i, (c, others))| ranked_row(i, c, others, &region_of, navigator, problem, lang))
        .collect();
    let excluded: Html = rec
        .excluded
        .iter()
        .map(|x| html! { <li><strong>{ x.size.clone() }</strong>{ colon(lang) }{ words::exclusion(&x.reason, lang) }</li> })
        .collect();
    html! {
        <>
            <h2>{ W::TheSteps.text(lang) }</h2>
            <ol class="tree-steps">{ steps }</ol>
            <h2>{ words::ranked_heading(by_size.len(), lang) }</h2>
            if let Some(Deadline { days, assumed }) = rec.deadline {
                <p class="deadline-used">{ words::deadline_used(days, assumed, lang) }</p>
            }
            if by_size.len() > 25 {
                <p class="calc-note">{ W::Only25.text(lang) }</p>
            }
            if rec.ranked.is_empty() {
                <p class="notice">{ W::NoneFits.text(lang) }</p>
            } else {
                <div class="table-scroll">
                    <table class="ranked">
                        <thead><tr>
                            <th scope="col">{ W::ColSize.text(lang) }</th><th scope="col">{ W::ColRegion.text(lang) }</th>
                            <th scope="col">{ W::ColVms.text(lang) }</th><th scope="col">{ W::ColPricing.text(lang) }</th><th scope="col">{ W::ColCost.text(lang) }</th>
                            <th scope="col">{ W::ColTime.text(lang) }</th><th scope="col">{ W::ColWhy.text(lang) }</th><th scope="col"><span class="visually-hidden">{ W::ColAction.text(lang) }</span></th>
                        </tr></thead>
                        <tbody>{ rows }</tbody>
                    </table>
                </div>
            }
            { frontier(&rec.frontier, rec.deadline, lang) }
            <details class="excluded">
                <summary>{ words::left_out(rec.excluded.len(), lang) }</summary>
                <ul>{ excluded }</ul>
            </details>
        </>
    }
}

/// One row of the ranking: the size at its best-ranked region (its other regions folded under
/// it), VMs, pricing, cost, time, why, and a button that adds it to the estimate.
fn ranked_row(
    i: usize,
    c: &Candidate,
    others: &[&Candidate],
    region_of: &dyn Fn(&str) -> String,
    navigator: &Option<Navigator>,
    problem: &UseStateHandle<String>,
    lang: Lang,
) -> Html {
    let add = {
        let c = c.clone();
        let navigator = navigator.clone();
        let problem = problem.clone();
        Callback::from(move |_: MouseEvent| match add_to_estimate(&c, lang) {
            Ok(json) => {
                if let Some(nav) = &navigator {
                    let _ = nav.push_with_query(&Page::new(lang, Route::Estimate), &[("e", json)]);
                }
            }
            Err(m) => problem.set(m),
        })
    };
    let elsewhere = (!others.is_empty()).then(|| {
            let items: Html = others
                .iter()
                .map(|o| html! { <li>{ words::other_region(&region_of(&o.region), o.cost, o.model, o.hours, lang) }</li> })
                .collect();
            html! {
                <details class="other-regions">
                    <summary>{ words::other_regions(others.len(), lang) }</summary>
                    <ul>{ items }</ul>
                </details>
            }
        });
    html! {
        <tr class={classes!((!c.meets_deadline).then_some("misses-deadline"))}>
            <th scope="row" class="size">
                <span class="rank">{ format!("{}.", i + 1) }</span>{ " " }
                <span class="size-name">{ breakable(&c.size) }</span>
                if c.confidential {
                    { " " }<span class="row-mark confidential">{ W::ConfidentialMark.text(lang) }</span>
                }
            </th>
            <td class="region" data-region={c.region.clone()}>
                <span class="region-name">{ region_of(&c.region) }</span>
                { for elsewhere }
            </td>
            <td class="num vms">{ c.vms }</td>
            <td>{ words::pricing(c.model, lang) }</td>
            <td class="num">{ format_decimal(c.cost, 2) }</td>
            <td class="num time">
                { format::duration(c.hours, lang) }
                if !c.meets_deadline {
                    { " " }<span class="row-mark misses">{ W::MissesDeadlineMark.text(lang) }</span>
                }
            </td>
            <td class="reasons">{ words::reasons(&c.reasons, lang) }</td>
            <td><button type="button" onclick={add} aria-label={words::add_label(&c.size, &c.region, lang)}>{ W::AddToEstimate.text(lang) }</button></td>
        </tr>
    }
}

/// A size's name with a line break allowed after each underscore
/// (`Standard_<wbr>ND96isr_<wbr>H100_<wbr>v5`), so that a narrow column wraps it at its parts.
fn breakable(name: &str) -> Html {
    name.split_inclusive('_').map(|part| html! { <>{ part.to_owned() }<wbr /></> }).collect()
}

/// The ranking with one entry a size: each size's best-ranked candidate (the ranking's order is
/// kept) with the same size's candidates in other regions, in their ranked order.
fn one_row_per_size(ranked: &[Candidate]) -> Vec<(&Candidate, Vec<&Candidate>)> {
    let mut out: Vec<(&Candidate, Vec<&Candidate>)> = Vec::new();
    for c in ranked {
        match out.iter_mut().find(|(first, _)| first.size == c.size) {
            Some((_, others)) => others.push(c),
            None => out.push((c, Vec::new())),
        }
    }
    out
}

/// The region question: a list grouped by geography (names in the reader's language), led by
/// "Every region" (the empty answer). A code the catalog lacks, from an old address, stays
/// chosen and is marked, beside the field's error.
fn region_control(
    value: &str,
    error: Option<String>,
    catalog: &gpuplan_core::catalog::Catalog,
    on_change: Callback<(String, String)>,
    lang: Lang,
) -> Html {
    let id = "wizard-region";
    let label = words::question_label("region", lang);
    let hint_id = format!("{id}-hint");
    let error_id = format!("{id}-error");
    let described = match &error {
        Some(_) => format!("{hint_id} {error_id}"),
        None => hint_id.clone(),
    };
    let mut regions: Vec<&gpuplan_core::catalog::Region> = catalog.regions.iter().collect();
    regions.sort_by(|a, b| (&a.geography, &a.display_name).cmp(&(&b.geography, &b.display_name)));
    let mut groups: Vec<(&str, Vec<&gpuplan_core::catalog::Region>)> = Vec::new();
    for r in regions {
        match groups.last_mut() {
            Some((g, rs)) if *g == r.geography => rs.push(r),
            _ => groups.push((&r.geography, vec![r])),
        }
    }
    let known = value.is_empty() || catalog.regions.iter().any(|r| r.name == value);
    let groups: Html = groups
        .into_iter()
        .map(|(g, rs)| {
            let label = gpuplan_i18n::catalog::geography_name(g, lang).to_owned();
            html! {
                <optgroup {label}>
                    { for rs.into_iter().map(|r| html! {
                        <option value={r.name.clone()} selected={r.name == value}>{ words::region_label(&r.name, &r.display_name, lang) }</option>
                    }) }
                </optgroup>
            }
        })
        .collect();
    let onchange = Callback::from(move |e: Event| {
        if let Some(select) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
            on_change.emit(("region".to_owned(), select.value()));
        }
    });
    html! {
        <div class={classes!("field", error.is_some().then_some("has-error"))}>
            <label for={id}>{ label }</label>
            <select {id} {onchange} aria-invalid={error.is_some().then_some("true")} aria-describedby={described}>
                <option value="" selected={value.is_empty()}>{ W::EveryRegion.text(lang) }</option>
                if !known {
                    <option value={value.to_owned()} selected=true>{ gpuplan_i18n::calc::not_in_catalog(value, lang) }</option>
                }
                { groups }
            </select>
            <small id={hint_id} class="hint">{ words::question_hint("region", lang) }</small>
            if let Some(message) = error {
                <span id={error_id} class="field-error">{ gpuplan_i18n::calc::labelled(label, &message, lang) }</span>
            }
        </div>
    }
}

/// The cost-against-time frontier: a chart (wall time in days on a log axis, total cost, one
/// line a size, the deadline marked) and the same points as a table; nothing when it is empty.
fn frontier(frontier: &[Frontier], deadline: Option<Deadline>, lang: Lang) -> Html {
    if frontier.iter().all(|f| f.points.is_empty()) {
        return Html::default();
    }
    let series: Vec<Series> = frontier
        .iter()
        .map(|f| Series {
            name: f.size.clone(),
            points: f
                .points
                .iter()
                .map(|p| {
                    let text = words::frontier_point(p.vms, p.hours, p.cost, p.model, lang);
                    // Money as a float for drawing only; the hover and the table are exact.
                    (p.hours / 24.0, p.cost.to_f64().unwrap_or(f64::NAN), text)
                })
                .collect(),
        })
        .collect();
    let markers: Vec<Marker> = deadline
        .map(|d| Marker { x: d.days, label: words::deadline_marker(d.days, lang) })
        .into_iter()
        .collect();
    let all = || frontier.iter().flat_map(|f| f.points.iter().map(move |p| (f, p)));
    let cheapest =
        all().min_by(|a, b| a.1.cost.cmp(&b.1.cost).then(a.1.hours.total_cmp(&b.1.hours)));
    let fastest =
        all().min_by(|a, b| a.1.hours.total_cmp(&b.1.hours).then(a.1.cost.cmp(&b.1.cost)));
    let point = |(f, p): (&Frontier, &gpuplan_core::sizing::tree::FrontierPoint)| {
        (f.size.clone(), words::frontier_point(p.vms, p.hours, p.cost, p.model, lang))
    };
    let summary = match (cheapest.map(point), fastest.map(point)) {
        (Some(c), Some(f)) => words::frontier_summary((&c.0, &c.1), (&f.0, &f.1), lang),
        _ => String::new(),
    };
    let rows: Html = all()
        .map(|(f, p)| {
            html! {
                <tr>
                    <td>{ f.size.clone() }</td>
                    <td>{ gpuplan_i18n::catalog::region_ref(&f.region, lang) }</td>
                    <td class="num">{ p.vms }</td>
                    <td class="num">{ gpus_text(f, p) }</td>
                    <td class="num">{ format::duration(p.hours, lang) }</td>
                    <td>{ words::pricing(p.model, lang) }</td>
                    <td class="num">{ format_decimal(p.cost, 2) }</td>
                </tr>
            }
        })
        .collect();
    html! {
        <section class="frontier" aria-labelledby="wizard-frontier-heading">
            <h2 id="wizard-frontier-heading">{ W::FrontierHeading.text(lang) }</h2>
            <p class="calc-note">{ W::FrontierLede.text(lang) }</p>
            <div class="frontier-chart">
                <LineChart id="wizard-frontier" title={W::FrontierChart.text(lang)} x_label={W::FrontierTimeAxis.text(lang)}
                    y_label={W::FrontierCostAxis.text(lang)} {series} {markers} {summary} {lang} log_x=true />
            </div>
            <details class="frontier-table">
                <summary id="wizard-frontier-table">{ W::FrontierTable.text(lang) }</summary>
                <div class="table-scroll" tabindex="0" role="region" aria-labelledby="wizard-frontier-table">
                    <table>
                        <thead><tr>
                            <th scope="col">{ W::ColSize.text(lang) }</th><th scope="col">{ W::ColRegion.text(lang) }</th>
                            <th scope="col">{ W::ColVms.text(lang) }</th><th scope="col">{ CalcMsg::Gpus.text(lang) }</th>
                            <th scope="col">{ W::ColTime.text(lang) }</th><th scope="col">{ W::ColPricing.text(lang) }</th>
                            <th scope="col">{ W::ColCost.text(lang) }</th>
                        </tr></thead>
                        <tbody>{ rows }</tbody>
                    </table>
                </div>
            </details>
        </section>
    }
}

/// A frontier point's GPUs exactly: its VMs × its size's GPU count, reduced (`8`, `1/3` for one
/// VM of a third of a GPU); the figure to two places for a size the catalog lacks.
fn gpus_text(f: &Frontier, p: &gpuplan_core::sizing::tree::FrontierPoint) -> String {
    match catalog_data::catalog().ok().and_then(|c| c.size(&f.size)) {
        Some(s) => gpuplan_i18n::format::gpus(s.gpu_count.times(p.vms)),
        None => format!("{:.2}", p.gpus).trim_end_matches('0').trim_end_matches('.').to_owned(),
    }
}

/// A step's guide section for a page in `lang`: the chapter in the page's language (both
/// languages' chapters share the sections' anchors).
fn guide_href(guide: &str, lang: Lang) -> String {
    let guide = guide.trim_start_matches('/');
    match guide.strip_prefix("guide/en/") {
        Some(rest) if lang != Lang::En => format!("guide/{}/{rest}", lang.code()),
        _ => guide.to_owned(),
    }
}

/// The colon between a left-out size and its reason.
fn colon(lang: Lang) -> &'static str {
    gpuplan_i18n::problems::colon(lang)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    /// Answers of every task and branch: on a Chinese page every step, reason and left-out
    /// reason the tree gives reads in Chinese.
    #[test]
    fn the_trees_answers_read_in_chinese() {
        let d = catalog_data::dataset().unwrap_or_else(|e| panic!("{e}"));
        let cjk = |s: &str| s.chars().any(gpuplan_i18n::is_cjk);
        let answers: &[&[(&str, &str)]] = &[
            &[],
            &[("interruptible", "yes"), ("data_tb", "5"), ("platform", "aks"), ("max_days", "30")],
            &[("task", "inference"), ("framework", "rocm"), ("platform", "azure-ml")],
            &[("task", "fine-tuning"), ("method", "qlora"), ("region", "westeurope")],
            &[("task", "cv-training"), ("framework", "cuda"), ("params", "1B")],
        ];
        let (mut reasons, mut left_out, mut warnings) = (0, 0, 0);
        for changes in answers {
            let mut state = wizard::defaults();
            for (k, v) in *changes {
                calc::set_text(&mut state, k, v);
            }
            let (_, rec) = wizard::recommend(&state, d, crate::catalog_data::today())
                .unwrap_or_else(|e| panic!("{changes:?}: {e:?}"));
            for s in &rec.steps {
                assert!(cjk(&words::branch_line(&s.branch, Lang::Zh)));
                for w in &s.warnings {
                    warnings += 1;
                    assert!(cjk(&words::warning(w, Lang::Zh)), "{w:?}");
                }
            }
            for c in &rec.ranked {
                for r in &c.reasons {
                    reasons += 1;
                    assert!(cjk(&words::reason(r, Lang::Zh)), "{r:?}");
                }
            }
            for x in &rec.excluded {
                left_out += 1;
                assert!(cjk(&words::exclusion(&x.reason, Lang::Zh)), "{x:?}");
            }
        }
        assert!(reasons > 0 && left_out > 0 && warnings > 0);
    }

    /// What a reader should not meet in a ranked size's reasons: exponent notation (`2.3e+5`),
    /// a plural hedged as "(s)", or a wall time over 1,000 written in raw hours (durations are
    /// written in days, months or years from 48 hours on). Each problem found, quoted.
    fn reason_problems(text: &str) -> Vec<String> {
        let chars: Vec<char> = text.chars().collect();
        let mut out = Vec::new();
        for (i, w) in chars.windows(4).enumerate() {
            if w[0].is_ascii_digit()
                && matches!(w[1], 'e' | 'E')
                && matches!(w[2], '+' | '-')
                && w[3].is_ascii_digit()
            {
                out.push(format!("exponent at {i}: {}", w.iter().collect::<String>()));
            }
        }
        if text.contains("(s)") {
            out.push("\"(s)\"".to_owned());
        }
        // Each number (digits, thousands commas, a decimal point) and the word after it.
        let mut i = 0;
        while i < chars.len() {
            if !chars[i].is_ascii_digit() {
                i += 1;
                continue;
            }
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_digit() || chars[i] == ',' || chars[i] == '.')
            {
                i += 1;
            }
            let figure: String = chars[start..i].iter().collect();
            let figure = figure.trim_end_matches(['.', ',']);
            let value: f64 = figure.replace(',', "").parse().unwrap_or(0.0);
            let after: String = chars[i..].iter().collect::<String>();
            let after = after.trim_start();
            let hours = after.starts_with("hour")
                || after.starts_with("小时")
                || after.starts_with("GPU-hour")
                || after.starts_with("GPU 小时")
                || (after.starts_with('h') && !after[1..].starts_with(|c: char| c.is_alphabetic()));
            if hours && value > 1000.0 {
                out.push(format!(
                    "raw hours: {figure} {}",
                    after.chars().take(8).collect::<String>()
                ));
            }
        }
        out
    }

    /// The checker finds what it is meant to find, and passes planners' wording.
    #[test]
    fn the_reason_checker_catches_exponents_hedged_plurals_and_raw_hours() {
        assert_eq!(
            reason_problems("At 40 % of the 1307 TFLOP/s peak, the job takes 6.4 years.").len(),
            0
        );
        assert_eq!(reason_problems("624 GPUs on 78 VMs; 36 hours; 2,000 GB.").len(), 0);
        assert_eq!(reason_problems("It needs 5.6e+23 FLOPs.").len(), 1);
        assert_eq!(reason_problems("It takes 55772 hours on 1 VM(s).").len(), 2);
        assert_eq!(reason_problems("需要 55,772 小时。").len(), 1);
        assert_eq!(reason_problems("takes 1,500 h in all").len(), 1);
    }

    /// The default answers' page, as the build prerenders it in English and in Chinese: the
    /// frontier as a chart (one legend entry a size) and as a table (one row a point), the
    /// assumed 30-day deadline beside the ranking, durations not hours in the ranking, and
    /// reasons free of exponents, "(s)" and raw hour figures.
    #[test]
    fn the_default_page_shows_the_frontier_the_deadline_and_plain_reasons() {
        catalog_data::fix_build_date_for_tests();
        let d = catalog_data::dataset().unwrap_or_else(|e| panic!("{e}"));
        let (_, rec) = wizard::recommend(&wizard::defaults(), d, catalog_data::today())
            .unwrap_or_else(|e| panic!("{e:?}"));
        // The default job gives no deadline: the tree assumes 30 days, and has sizes to chart.
        assert_eq!(rec.deadline.map(|x| (x.days, x.assumed)), Some((30.0, true)));
        let sizes = rec.frontier.len();
        let points: usize = rec.frontier.iter().map(|f| f.points.len()).sum();
        assert!((1..=6).contains(&sizes) && points > sizes, "{sizes} sizes, {points} points");
        use crate::test_html::{all, fragment, one, text, texts};

        for (path, deadline, chart_title) in [
            (
                "/wizard",
                "Deadline used: 30 days, assumed because none was given",
                "Total cost against wall time, by size",
            ),
            ("/zh/wizard", "所用期限：30 天。这是假定值", "各规格的总费用与运行时间"),
        ] {
            let html = crate::prerender::render(path, "/");
            let page = fragment(&html);
            let root = page.root_element();
            let said = text(one(root, "p.deadline-used"));
            assert!(said.contains(deadline), "{path}: no assumed deadline: {said}");
            let chart = one(root, "div.frontier-chart > figure");
            assert_eq!(texts(chart, "svg > title"), [chart_title], "{path}");
            let mut legend = texts(chart, "ul.legend > li");
            legend.sort();
            let mut frontier: Vec<String> = rec.frontier.iter().map(|f| f.size.clone()).collect();
            frontier.sort();
            assert_eq!(legend, frontier, "{path}: a legend entry a size");
            let table = one(root, "details.frontier-table table");
            assert_eq!(all(table, "thead > tr").len(), 1, "{path}: the header");
            assert_eq!(all(table, "tbody > tr").len(), points, "{path}: a row a point");
            assert_eq!(all(table, "tr").len(), points + 1, "{path}: no other row");
            let reasons = texts(root, "td.reasons");
            assert!(!reasons.is_empty(), "{path}: no reasons");
            for r in &reasons {
                assert_eq!(reason_problems(r), Vec::<String>::new(), "{path}: {r}");
            }
            // The ranking's time column writes durations: the top row's 715 hours as 30 days.
            let lang = if path.starts_with("/zh") { Lang::Zh } else { Lang::En };
            let top = &rec.ranked[0];
            let time = gpuplan_i18n::format::duration(top.hours, lang);
            let top_row = all(root, "table.ranked > tbody > tr").into_iter().next();
            let shown = top_row.map(|row| text(one(row, "td.time"))).unwrap_or_default();
            assert!(shown.starts_with(&time), "{path}: {time} in the top row, not {shown:?}");
        }
    }

    /// The default answers choose no region, so a size is ranked in several regions: the
    /// ranking shows each size once, at its best-ranked region, in the ranking's order, with
    /// every other candidate of that size under it.
    #[test]
    fn the_ranking_has_one_row_a_size_with_its_other_regions_under_it() {
        let d = catalog_data::dataset().unwrap_or_else(|e| panic!("{e}"));
        let (_, rec) = wizard::recommend(&wizard::defaults(), d, crate::catalog_data::today())
            .unwrap_or_else(|e| panic!("{e:?}"));
        let rows = one_row_per_size(&rec.ranked);
        assert!(rows.len() < rec.ranked.len(), "some size is ranked in more than one region");
        assert_eq!(rows.iter().map(|(_, o)| 1 + o.len()).sum::<usize>(), rec.ranked.len());
        let mut seen = std::collections::HashSet::new();
        let mut last = 0;
        for (first, others) in &rows {
            assert!(seen.insert(first.size.clone()), "{} twice", first.size);
            let at = rec.ranked.iter().position(|c| std::ptr::eq(c, *first)).unwrap_or(usize::MAX);
            assert_eq!(rec.ranked.iter().position(|c| c.size == first.size), Some(at));
            assert!(at >= last, "the ranking's order is kept");
            last = at;
            for o in others {
                assert_eq!(o.size, first.size);
                assert_ne!((&o.region, o.vms), (&first.region, first.vms));
            }
        }
        assert!(rows.iter().any(|(_, o)| !o.is_empty()));
    }

    /// The prerendered wizard in both languages: the region question is a list grouped by
    /// geography, led by "every region" (chosen, as the default answer is empty), with the
    /// regions' names in the page's language; the ranking has a row a size.
    #[test]
    fn the_region_question_is_grouped_and_the_ranking_has_a_row_a_size() {
        catalog_data::fix_build_date_for_tests();
        use crate::test_html::{all, fragment, one, text, texts};

        for (path, every, europe, west_europe) in [
            ("/wizard", "Every region", "Europe", "West Europe (westeurope)"),
            ("/zh/wizard", "所有区域", "欧洲", "西欧（westeurope）"),
        ] {
            let page = fragment(&crate::prerender::render(path, "/"));
            let root = page.root_element();
            let select = one(root, "select#wizard-region");
            assert!(all(select, "optgroup").len() >= 5, "{path}: geographies");
            let europe = one(select, &format!("optgroup[label=\"{europe}\"]"));
            assert!(texts(europe, "option").iter().any(|o| o == west_europe), "{path}");
            let first = all(select, "option").into_iter().next();
            let first = first.unwrap_or_else(|| panic!("{path}: no region list"));
            assert_eq!(first.attr("value"), Some(""), "{path}");
            assert!(first.attr("selected").is_some(), "{path}: the first is chosen");
            assert_eq!(text(first), every, "{path}");
            // Each ranked size once, as its name, with only line-break hints inside.
            let names = all(root, "span.size-name");
            for n in &names {
                assert!(
                    n.child_elements().all(|e| e.value().name() == "wbr"),
                    "{path}: {}",
                    n.html()
                );
            }
            let sizes: Vec<String> = names.into_iter().map(text).collect();
            assert!(sizes.iter().all(|s| s.starts_with("Standard_")), "{sizes:?}");
            let unique: std::collections::HashSet<&String> = sizes.iter().collect();
            assert!(!sizes.is_empty() && unique.len() == sizes.len(), "{path}: {sizes:?}");
            assert!(!all(root, "table.ranked details.other-regions").is_empty(), "{path}");
        }
    }

    /// A frontier point's GPUs are exact: Standard_NV6ads_A10_v5 is a sixth of an A10
    /// (content/data/sizes.toml), so 3 VMs use 3/6 = 1/2 and 12 VMs 2; a size the catalog
    /// lacks shows its figure to two places.
    #[test]
    fn frontier_gpus_print_as_reduced_fractions() {
        use gpuplan_core::catalog::PricingModel;
        use gpuplan_core::sizing::tree::FrontierPoint;
        let point = |vms: u32, gpus: f64| FrontierPoint {
            vms,
            gpus,
            hours: 1.0,
            model: PricingModel::Payg,
            cost: rust_decimal::Decimal::ONE,
        };
        let f =
            |size: &str| Frontier { size: size.into(), region: "eastus".into(), points: vec![] };
        assert_eq!(gpus_text(&f("Standard_NV6ads_A10_v5"), &point(3, 0.5)), "1/2");
        assert_eq!(gpus_text(&f("Standard_NV6ads_A10_v5"), &point(12, 2.0)), "2");
        assert_eq!(gpus_text(&f("Standard_NV6ads_A10_v5"), &point(1, 1.0 / 6.0)), "1/6");
        assert_eq!(gpus_text(&f("Standard_Nowhere"), &point(1, 1.0 / 3.0)), "0.33");
    }

    #[test]
    fn a_steps_guide_link_follows_the_page() {
        assert_eq!(
            guide_href("guide/en/decision-tree#task", Lang::Zh),
            "guide/zh/decision-tree#task"
        );
        assert_eq!(
            guide_href("guide/en/decision-tree#task", Lang::En),
            "guide/en/decision-tree#task"
        );
    }
}
