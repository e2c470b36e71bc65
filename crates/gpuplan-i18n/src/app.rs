//! The frame's words (banner, navigation, theme menu, footer, crash banner) and those of the
//! small pages every part shares: home, search, the calculators' index, not found.

use crate::Lang;

messages! {
    /// A piece of the frame's or a shared page's text.
    Msg {
        /// The skip link at the top of every page.
        SkipToContent: "Skip to content", "跳到正文";
        /// The main navigation's accessible name.
        MainNav: "Main", "主导航";
        /// Navigation: the guide's contents (the home page).
        NavGuide: "Guide", "指南";
        /// Navigation: the catalog of VM sizes.
        NavCatalog: "Catalog", "规格目录";
        /// Navigation: the decision wizard.
        NavWizard: "Wizard", "选型向导";
        /// Navigation: the estimate builder.
        NavEstimate: "Estimate", "费用估算";
        /// Navigation: the calculators' index.
        NavCalculators: "Calculators", "计算器";
        /// Navigation: the search page.
        NavSearch: "Search", "搜索";
        /// The banner's search form: its name, its field's label and placeholder.
        SearchTheGuide: "Search the guide", "搜索指南";
        /// The banner's search button.
        SearchButton: "Search", "搜索";
        /// The theme menu's label.
        Theme: "Theme", "主题";
        /// Theme: follow the system's setting.
        ThemeSystem: "System", "跟随系统";
        /// Theme: always light.
        ThemeLight: "Light", "浅色";
        /// Theme: always dark.
        ThemeDark: "Dark", "深色";
        /// The footer of every page.
        Footer: "gpuplan: a guide and planner for GPU work on Azure. Prices are snapshots with sources and dates, not quotes.",
            "gpuplan：Azure GPU 工作的指南与规划工具。价格是注明来源和日期的快照，不是报价。";
        /// The not-found page's heading.
        NotFoundTitle: "Page not found", "页面不存在";
        /// The not-found page's explanation.
        NotFoundText: "There is no page at this address. It may have moved, or the link may be mistyped.",
            "这个地址没有页面。它可能已经移动，或者链接有误。";
        /// A link to the home page (the not-found page, the crash banner).
        GoHome: "Go to the home page", "返回首页";
        /// The crash banner's message.
        CrashText: "gpuplan hit an internal error and stopped. The address and your saved settings are kept.",
            "gpuplan 出现内部错误，已停止运行。网址和已保存的设置都还在。";
        /// A chapter's sidebar: its accessible name.
        Chapters: "Chapters", "章节";
        /// A chapter's sidebar: the heading of its outline.
        OnThisPage: "On this page", "本页内容";
        /// The link to the guide's sources page.
        Sources: "Sources", "资料来源";
        /// The heading of a chapter's own list of sources.
        ChapterSources: "Sources for this chapter", "本章引用的资料";
        /// The link to the previous chapter.
        Previous: "Previous", "上一章";
        /// The link to the next chapter.
        Next: "Next", "下一章";
        /// The search page's field label.
        SearchLabel: "Search the English guide", "搜索中文指南";
        /// The home page's heading.
        HomeTitle: "Plan GPU work on Azure", "规划 Azure 上的 GPU 工作";
        /// The home page's opening paragraph.
        HomeLede: "gpuplan is a guide to Azure's GPU virtual machines with the numbers built in: every size and accelerator, prices by region and pricing model with their sources and dates, and calculators that go from a workload to a ranked list of sizes and a costed plan. It runs in your browser and keeps working offline.",
            "gpuplan 是一份内置数据的 Azure GPU 虚拟机指南：收录每一种规格和加速器，按区域和计费方式列出价格并注明来源和日期，还有一组计算器，从工作负载出发，给出排好序的规格和算好费用的方案。它在浏览器中运行，离线也能用。";
        /// The heading of the home page's table of contents.
        HomeContents: "The guide", "指南目录";
        /// Before the reason the embedded guide could not be read.
        GuideNotLoaded: "The guide could not be loaded.", "无法加载指南。";
        /// A chapter's pager: its accessible name.
        Pager: "Previous and next chapter", "上一章与下一章";
        /// A heading's anchor link: its accessible name.
        LinkToSection: "Link to this section", "链接到本节";
        /// The tooltip of a figure the build computed from the catalog.
        LiveFigure: "Computed from the catalog when the site was built", "构建网站时根据规格目录计算";
        /// A callout's title: a note.
        CalloutNote: "Note", "说明";
        /// A callout's title: a warning.
        CalloutWarning: "Watch out", "注意";
        /// A callout's title: a fact check.
        CalloutFactCheck: "Fact check", "事实核查";
        /// The card that opens the estimate builder from a chapter: its title.
        EstimateLauncher: "Estimate builder", "费用估算";
        /// The estimate builder's card: what it does.
        EstimateLauncherText: "Open the estimate builder with these lines, priced for this region, and change them as you need.",
            "打开费用估算，预先填好这些行和区域，再按需修改。";
        /// The card that opens the decision wizard from a chapter: its title.
        WizardLauncher: "Decision wizard", "选型向导";
        /// The wizard's card: what it does.
        WizardLauncherText: "Open the decision wizard with this job, see each step's rule and branch, and add a ranked size to an estimate.",
            "打开选型向导并预填这个任务，查看每一步的规则和分支，再把排名靠前的规格加入估算。";
        /// The link on a card that opens a page.
        Open: "Open", "打开";
        /// The sources page: the heading of the list.
        EverySource: "Every source", "全部资料";
        /// The sources page: its introduction.
        SourcesIntro: "Every figure in this guide and its catalog comes from one of these sources. Dates are the ones each source gives for itself; a commit pins the exact version read.",
            "本指南及其目录中的每个数字都出自下列资料之一。日期是各资料自身标注的日期；提交号（commit）指明读取的确切版本。";
        /// The sources page: before the chapters that cite a source.
        CitedIn: "Cited in", "引用于";
        /// The sources page: a source only the catalog's data uses.
        DataOnly: "Used by the catalog data", "供目录数据使用";
        /// The sources page: before a commit's hash.
        AtCommit: "at commit", "提交";
        /// The window's title (the template's `<title>` holds the English one).
        SiteTitle: "gpuplan: plan GPU work on Azure", "gpuplan：规划 Azure 上的 GPU 工作";
        /// The crash banner's reload link.
        CrashReload: "Reload this page", "重新加载本页";
    }
}

/// The search page's line under the field: a hint before typing, then how many sections match.
pub fn search_summary(lang: Lang, query: &str, hits: usize, limit: usize) -> String {
    match (lang, query.is_empty(), hits) {
        (Lang::En, true, _) => {
            "Type a word or phrase (for example: Spot, InfiniBand, reservation).".to_owned()
        }
        (Lang::En, false, 0) => format!("No section contains “{query}”."),
        (Lang::En, false, 1) => "1 section matches.".to_owned(),
        (Lang::En, false, n) if n == limit => format!("The first {n} matching sections."),
        (Lang::En, false, n) => format!("{n} sections match."),
        (Lang::Zh, true, _) => "输入一个词或短语（例如：Spot、InfiniBand、预留实例）。".to_owned(),
        (Lang::Zh, false, 0) => format!("没有章节包含“{query}”。"),
        (Lang::Zh, false, n) if n == limit => format!("前 {n} 个匹配的章节。"),
        (Lang::Zh, false, n) => format!("{n} 个章节匹配。"),
    }
}

/// A placeholder where a chapter names a calculator the product does not have yet: its title and
/// the words before its settings.
pub fn coming_soon(lang: Lang, name: &str) -> (String, &'static str) {
    match lang {
        Lang::En => (format!("Calculator “{name}”: coming soon."), "Its settings here will be: "),
        Lang::Zh => (format!("计算器“{name}”：尚未上线。"), "此处的预设参数："),
    }
}

/// A footnote marker's tooltip: the source's number and title.
pub fn footnote(lang: Lang, n: usize, title: &str) -> String {
    match lang {
        Lang::En => format!("Source {n}: {title}"),
        Lang::Zh => format!("来源 {n}：{title}"),
    }
}

/// The search page's notice that a long query was cut.
pub fn query_cut(lang: Lang, max: usize) -> String {
    match lang {
        Lang::En => format!("Only the first {max} characters of the query are used."),
        Lang::Zh => format!("只使用查询的前 {max} 个字符。"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_lines_read_in_both_languages() {
        assert_eq!(search_summary(Lang::Zh, "逐出", 3, 20), "3 个章节匹配。");
        assert_eq!(search_summary(Lang::Zh, "x", 20, 20), "前 20 个匹配的章节。");
        assert_eq!(search_summary(Lang::Zh, "x", 0, 20), "没有章节包含“x”。");
        assert_eq!(search_summary(Lang::En, "x", 1, 20), "1 section matches.");
        assert_eq!(query_cut(Lang::Zh, 200), "只使用查询的前 200 个字符。");
        let hint = |lang| search_summary(lang, "", 0, 20);
        crate::check_texts("hint", &hint(Lang::En), &hint(Lang::Zh));
    }

    #[test]
    fn every_message_has_both_languages() {
        for m in Msg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }
}
