//! The project's own measurements (`content/data/h200-measurements.toml`), as the sources page
//! shows them: what was run, on what and when, in the page's language, and every figure, with
//! the shares of the accelerator's figures from the catalog computed here.

use gpuplan_core::catalog::Gpu;
use gpuplan_core::dataset::measured::{Measurements, text_in};
use gpuplan_core::guide::Lang;
use gpuplan_i18n::app::{self, Msg};
use gpuplan_i18n::format::count;
use yew::prelude::*;

/// The anchor of the section on the sources page.
pub const ANCHOR: &str = "h200-measurements";

/// A whole figure with thousands separators, from a non-negative measurement.
fn whole(v: f64) -> String {
    // Measurements are validated positive and far below u64's range.
    count(v.round() as u64)
}

/// A measured figure as the data file writes it, with thousands separators on its whole part.
fn plain(v: f64) -> String {
    let s = v.to_string();
    match s.split_once('.') {
        Some((int, frac)) => format!("{}.{frac}", int.parse::<u64>().map_or(int.to_owned(), count)),
        None => s.parse::<u64>().map_or(s.clone(), count),
    }
}

/// A computed figure with `decimals` places and thousands separators on its whole part.
fn fixed(v: f64, decimals: usize) -> String {
    let s = format!("{v:.decimals$}");
    match s.split_once('.') {
        Some((int, frac)) => format!("{}.{frac}", int.parse::<u64>().map_or(int.to_owned(), count)),
        None => s.parse::<u64>().map_or(s.clone(), count),
    }
}

/// A table of column headers and rows of cells, labelled by the heading `id`; the first cell of
/// each row heads it.
fn table(id: &str, head: &[&str], rows: Vec<Vec<String>>) -> Html {
    let head: Html = head
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let class = (i > 0).then_some("num");
            html! { <th scope="col" {class}>{ *h }</th> }
        })
        .collect();
    let rows: Html = rows
        .into_iter()
        .map(|cells| {
            let mut cells = cells.into_iter();
            let first = cells.next().unwrap_or_default();
            let rest: Html = cells.map(|c| html! { <td class="num">{ c }</td> }).collect();
            html! { <tr><th scope="row">{ first }</th>{ rest }</tr> }
        })
        .collect();
    html! {
        <div class="table-scroll" tabindex="0" role="region" aria-labelledby={id.to_owned()}>
            <table class="measurements">
                <thead><tr>{ head }</tr></thead>
                <tbody>{ rows }</tbody>
            </table>
        </div>
    }
}

/// The section: the setup and method, then one part per kind of run.
pub fn section(lang: Lang, m: &Measurements, gpu: Option<&Gpu>) -> Html {
    let t = |msg: Msg| msg.text(lang);
    let na = "—".to_owned();
    let share = |measured: f64, spec: Option<f64>| {
        spec.filter(|s| *s > 0.0).map_or(na.clone(), |s| fixed(measured / s, 2))
    };
    let matmul_rows = m
        .matmul
        .run
        .iter()
        .map(|r| {
            let spec = gpu.and_then(|g| r.precision.spec(g));
            vec![
                r.precision.label().to_owned(),
                plain(r.tflops),
                spec.map_or(na.clone(), plain),
                share(r.tflops, spec),
            ]
        })
        .collect();
    let bandwidth_spec = gpu.and_then(|g| g.bandwidth_gbs);
    let bandwidth = bandwidth_spec.map(|spec| {
        app::bandwidth_line(
            lang,
            &whole(m.bandwidth.gbs),
            &whole(spec),
            &share(m.bandwidth.gbs, Some(spec)),
        )
    });
    let training_rows = m
        .training
        .run
        .iter()
        .map(|r| {
            vec![
                app::layers_width(lang, r.layers, r.width),
                app::billions(lang, r.params_billion),
                format!("{} × {}", r.batch, count(u64::from(r.sequence))),
                whole(r.tokens_per_s),
                plain(r.mfu),
                plain(r.mfu_with_attention),
            ]
        })
        .collect();
    let decode_rows = m
        .decode
        .step
        .iter()
        .map(|s| {
            vec![
                s.batch.to_string(),
                fixed(s.ms, 2),
                whole(s.tokens_per_s),
                fixed(s.kv_cache_gb, 2),
            ]
        })
        .collect();
    let bound = bandwidth_spec.and_then(|spec| {
        let b = m.decode_bound_ms(spec)?;
        let step = m.decode_batch_1()?;
        Some(app::decode_bound_line(
            lang,
            [
                &fixed(m.decode.weights_gb, 1),
                &plain(step.kv_cache_gb),
                &whole(spec),
                &fixed(b, 2),
                &plain(step.ms),
                &fixed(b / step.ms, 2),
                &plain(m.decode.eager_ms),
            ],
        ))
    });
    let bf16 = gpu.and_then(|g| gpuplan_core::dataset::measured::Precision::Bf16.spec(g));
    let prefill_rows = m
        .prefill
        .run
        .iter()
        .map(|r| {
            let tflops = m.prefill_tflops(r);
            vec![
                count(u64::from(r.tokens)),
                whole(r.tokens_per_s),
                fixed(tflops, 1),
                share(tflops, bf16),
            ]
        })
        .collect();
    let part = |id: &'static str, title: Msg, en: &str, zh: &str, body: Html| {
        html! {
            <>
                <h3 id={id}>{ t(title) }</h3>
                <p>{ text_in(en, zh, lang).to_owned() }</p>
                { body }
            </>
        }
    };
    html! {
        <section class="measurements" id={ANCHOR} aria-labelledby="h200-measurements-h">
            <h2 id="h200-measurements-h">{ t(Msg::OwnMeasurements) }</h2>
            <p>{ app::measured_on(lang, &m.date.to_string()) }</p>
            <p>{ text_in(&m.about, &m.about_zh, lang).to_owned() }</p>
            { part("meas-matmul", Msg::MeasMatmul, &m.matmul.about, &m.matmul.about_zh,
                table("meas-matmul", &[t(Msg::ColPrecision), t(Msg::ColMeasuredTflops), t(Msg::ColSpecTflops), t(Msg::ColShare)], matmul_rows)) }
            { part("meas-bandwidth", Msg::MeasBandwidth, &m.bandwidth.about, &m.bandwidth.about_zh,
                html! { <>{ for bandwidth.map(|b| html! { <p>{ b }</p> }) }</> }) }
            { part("meas-training", Msg::MeasTraining, &m.training.about, &m.training.about_zh,
                table("meas-training", &[t(Msg::ColModel), t(Msg::ColParams), t(Msg::ColBatchTokens), t(Msg::ColTokensPerS), t(Msg::ColMfu), t(Msg::ColMfuAttention)], training_rows)) }
            { part("meas-decode", Msg::MeasDecode, &m.decode.about, &m.decode.about_zh,
                html! { <>
                    { table("meas-decode", &[t(Msg::ColBatch), t(Msg::ColMsPerStep), t(Msg::ColTokensPerS), t(Msg::ColKvCache)], decode_rows) }
                    { for bound.map(|b| html! { <p>{ b }</p> }) }
                </> }) }
            { part("meas-prefill", Msg::MeasPrefill, &m.prefill.about, &m.prefill.about_zh,
                table("meas-prefill", &[t(Msg::ColPromptTokens), t(Msg::ColTokensPerS), t(Msg::ColPrefillTflops), t(Msg::ColBf16Share)], prefill_rows)) }
        </section>
    }
}
