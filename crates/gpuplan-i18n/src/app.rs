//! The frame's words (banner, navigation, theme menu, footer, crash banner) and those of the
//! small pages every part shares: home, search, the calculators' index, not found.

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
        /// The crash banner's reload link.
        CrashReload: "Reload this page", "重新加载本页";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn every_message_has_both_languages() {
        for m in Msg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }
}
