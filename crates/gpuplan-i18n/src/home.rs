//! The home page's words: the doors that open each tool with an example filled in, the strip of
//! figures from the price snapshot, and "continue where you left off".

use gpuplan_core::catalog::coverage::RegionGroup;
use gpuplan_core::catalog::view::format_amount;
use gpuplan_core::date::Date;
use rust_decimal::Decimal;

use crate::Lang;
use crate::catalog::CatalogMsg;
use crate::format::{date, usd};

messages! {
    /// A piece of the home page's text.
    HomeMsg {
        /// The heading over the doors.
        DoorsTitle: "Start from your task", "从你的任务开始";
        /// Door: pretraining, through the decision wizard.
        TrainTitle: "Train a model", "训练模型";
        /// What the training door opens.
        TrainText: "Pretrain a 7B-parameter model on 1T tokens: the decision wizard ranks the sizes that hold it, with the time and cost of each.",
            "用 1 万亿个 token 预训练一个 7B 参数的模型：选型向导列出能容纳它的规格，以及各自的用时和费用。";
        /// The training door's second link.
        TrainCalculator: "Or work it through in the training calculator", "或在训练计算器中逐项计算";
        /// Door: fine-tuning.
        FineTuneTitle: "Fine-tune a model", "微调模型";
        /// What the fine-tuning door opens.
        FineTuneText: "QLoRA on an 8B-parameter model with 50M tokens on one NC40ads H100 v5: the memory it needs, how long it takes and what it costs.",
            "在一台 NC40ads H100 v5 上用 5000 万个 token 对 8B 参数的模型做 QLoRA 微调：所需显存、用时和费用。";
        /// Door: inference.
        ServeTitle: "Serve a model", "部署模型推理";
        /// What the inference door opens.
        ServeText: "An 8B-parameter model answering 64 requests at once with 4k-token contexts: the GPUs it needs and the monthly bill.",
            "8B 参数的模型同时处理 64 个请求，每个请求的上下文为 4k 个 token：所需的 GPU 和每月费用。";
        /// Door: the catalog.
        CompareTitle: "Compare GPU prices", "比较 GPU 价格";
        /// Door: the estimate builder.
        BillTitle: "Price a whole bill", "估算整套费用";
        /// What the estimate door opens.
        BillText: "Two inference VMs for a year with their disks and the data they send out to the internet, as lines you can change.",
            "两台推理虚拟机一年的费用，加上它们的磁盘和出站数据传输，每一行都可以修改。";
        /// The strip's heading.
        StripTitle: "Cheapest price per GPU-hour", "每 GPU 小时的最低价格";
        /// The folded list of the other region groups' figures.
        OtherGroups: "Other region groups", "其他区域组";
        /// An accelerator without a price in the group.
        NoPrice: "no pay-as-you-go price in this region group's snapshot", "该区域组的快照中没有即用即付价格";
        /// Under the strip: what the figures are, and a link to the rest.
        StripNote: "These are snapshot prices with their dates, not quotes.", "这些是注明日期的快照价格，不是报价。";
        /// The strip's link to the catalog.
        EverySize: "Every size and pricing model", "查看所有规格和计费方式";
        /// The heading of the saved-state list.
        ContinueTitle: "Continue where you left off", "从上次离开的地方继续";
        /// Above the saved-state list.
        ContinueText: "Your last settings are kept in this browser:", "你上次的设置保存在此浏览器中：";
    }
}

/// A region group's name.
pub fn group_name(group: RegionGroup, lang: Lang) -> &'static str {
    match group {
        RegionGroup::Americas => CatalogMsg::Americas,
        RegionGroup::Europe => CatalogMsg::Europe,
        RegionGroup::AsiaPacific => CatalogMsg::AsiaPacific,
        RegionGroup::MiddleEastAfrica => CatalogMsg::MiddleEastAfrica,
    }
    .text(lang)
}

/// The region group a page in `lang` shows first: the Americas on English pages, Asia Pacific on
/// Chinese ones.
pub fn default_group(lang: Lang) -> RegionGroup {
    match lang {
        Lang::En => RegionGroup::Americas,
        Lang::Zh => RegionGroup::AsiaPacific,
    }
}

/// What the catalog door opens: every size's price per GPU-hour in a region.
pub fn compare_text(region: &str, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("Every size's price per GPU-hour in {region}, cheapest pay-as-you-go first.")
        }
        Lang::Zh => format!("{region}每种规格每 GPU 小时的价格，按即用即付价格从低到高排列。"),
    }
}

/// The line under a group's heading in the strip.
pub fn strip_intro(group: RegionGroup, lang: Lang) -> String {
    let g = group_name(group, lang);
    match lang {
        Lang::En => format!(
            "Pay-as-you-go, Linux, in {g}: the cheapest size and region of each GPU on sale, from the price snapshot."
        ),
        Lang::Zh => format!(
            "{g}区域组中每种在售 GPU 的最低即用即付价格（Linux），以及它来自哪个规格和区域，取自价格快照。"
        ),
    }
}

/// A price per GPU-hour: `$12.29 per GPU-hour`, `每 GPU 小时 12.29 美元`.
pub fn per_gpu_hour(amount: Decimal, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{} per GPU-hour", usd(amount, lang)),
        Lang::Zh => format!("每 GPU 小时 {}", usd(amount, lang)),
    }
}

/// Where a price is from, after the size's name: `in East US (eastus), 2026-08-20`.
pub fn price_from(region_name: &str, code: &str, as_of: Date, lang: Lang) -> String {
    match lang {
        Lang::En => format!(" in {region_name} ({code}), snapshot of {}", date(as_of, lang)),
        Lang::Zh => format!("，{region_name}（{code}），快照日期 {}", date(as_of, lang)),
    }
}

/// The Spot discount range of a group: whole per cent, over `pairs` size × region pairs, from
/// snapshots dated `oldest` to `newest`.
pub fn spot_range(
    group: RegionGroup,
    lowest: Decimal,
    highest: Decimal,
    pairs: usize,
    (oldest, newest): (Date, Date),
    lang: Lang,
) -> String {
    let g = group_name(group, lang);
    let (lo, hi) = (format_amount(lowest, 0), format_amount(highest, 0));
    let dates = if oldest == newest {
        date(oldest, lang)
    } else {
        match lang {
            Lang::En => format!("{} to {}", date(oldest, lang), date(newest, lang)),
            Lang::Zh => format!("{}至{}", date(oldest, lang), date(newest, lang)),
        }
    };
    match lang {
        Lang::En => format!(
            "Spot in {g}: {lo}–{hi} % below pay-as-you-go, over {pairs} sizes and regions priced both ways on the same day (snapshots of {dates})."
        ),
        Lang::Zh => format!(
            "{g}的 Spot 价格比即用即付低 {lo}–{hi} %，基于同一天两种价格都有的 {pairs} 个规格与区域组合（快照日期：{dates}）。"
        ),
    }
}

/// A group without a same-day Spot and pay-as-you-go pair: the snapshot has no Spot price there
/// at all (`any_spot` false), or none from the same day as a pay-as-you-go one.
pub fn no_spot(group: RegionGroup, any_spot: bool, lang: Lang) -> String {
    let g = group_name(group, lang);
    match (lang, any_spot) {
        (Lang::En, false) => format!("Spot in {g}: the snapshot has no Spot price here."),
        (Lang::En, true) => format!(
            "Spot in {g}: no size has a Spot and a pay-as-you-go price from the same day in the snapshot."
        ),
        (Lang::Zh, false) => format!("{g}的 Spot：快照中这里没有 Spot 价格。"),
        (Lang::Zh, true) => {
            format!("{g}的 Spot：快照中没有哪个规格在同一天既有 Spot 价格又有即用即付价格。")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_both_languages() {
        for m in HomeMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }

    #[test]
    fn the_strips_sentences_read_in_both_languages() {
        let d = |s: &str| s.parse::<Date>().unwrap_or_else(|_| panic!("{s}"));
        let dec = |s: &str| s.parse::<Decimal>().unwrap_or_default();
        assert_eq!(per_gpu_hour(dec("12.2875"), Lang::En), "$12.29 per GPU-hour");
        assert_eq!(per_gpu_hour(dec("12.2875"), Lang::Zh), "每 GPU 小时 12.29 美元");
        assert_eq!(
            price_from("日本东部", "japaneast", d("2026-08-20"), Lang::Zh),
            "，日本东部（japaneast），快照日期 2026年8月20日"
        );
        let spot = |lang| {
            spot_range(
                RegionGroup::Europe,
                dec("59.6"),
                dec("90.2"),
                40,
                (d("2026-06-18"), d("2026-08-20")),
                lang,
            )
        };
        assert_eq!(
            spot(Lang::En),
            "Spot in Europe: 60–90 % below pay-as-you-go, over 40 sizes and regions priced both ways on the same day (snapshots of 2026-06-18 to 2026-08-20)."
        );
        assert!(
            spot(Lang::Zh).starts_with("欧洲的 Spot 价格比即用即付低 60–90 %"),
            "{}",
            spot(Lang::Zh)
        );
        for (en, zh) in [
            (compare_text("eastus", Lang::En), compare_text("eastus", Lang::Zh)),
            (
                strip_intro(RegionGroup::Americas, Lang::En),
                strip_intro(RegionGroup::Americas, Lang::Zh),
            ),
            (
                no_spot(RegionGroup::Americas, true, Lang::En),
                no_spot(RegionGroup::Americas, true, Lang::Zh),
            ),
            (
                no_spot(RegionGroup::Americas, false, Lang::En),
                no_spot(RegionGroup::Americas, false, Lang::Zh),
            ),
            (spot(Lang::En), spot(Lang::Zh)),
        ] {
            crate::check_texts("home", &en, &zh);
        }
        for group in RegionGroup::ALL {
            crate::check_texts("group", group_name(group, Lang::En), group_name(group, Lang::Zh));
        }
    }
}
