### A piece of the frame's or a shared page's text.

# The skip link at the top of every page.
skip-to-content = 跳到正文

# The main navigation's accessible name.
main-nav = 主导航

# Navigation: the guide's contents (the home page).
nav-guide = 指南

# Navigation: the catalog of VM sizes.
nav-catalog = 规格目录

# Navigation: the decision wizard.
nav-wizard = 选型向导

# Navigation: the estimate builder.
nav-estimate = 费用估算

# Navigation: the calculators' index.
nav-calculators = 计算器

# Navigation: the search page.
nav-search = 搜索

# The banner's menu button, which opens the navigation, theme and language on a phone.
menu = 菜单

# The button over a chapter's list of chapters and outline, on a phone.
contents = 目录

# The banner's search form: its name, its field's label and placeholder.
search-the-guide = 搜索指南

# The banner's search button.
search-button = 搜索

# The theme menu's label.
theme = 主题

# Theme: follow the system's setting.
theme-system = 跟随系统

# Theme: always light.
theme-light = 浅色

# Theme: always dark.
theme-dark = 深色

# The footer of every page.
footer = gpuplan：Azure GPU 算力的指南与规划工具。价格均为注明来源和日期的快照，并非报价。

# The not-found page's heading.
not-found-title = 页面不存在

# The not-found page's explanation.
not-found-text = 此地址没有对应的页面：页面可能已经移走，也可能是链接有误。

# A link to the home page (the not-found page, the crash banner).
go-home = 返回首页

# The crash banner's message.
crash-text = gpuplan 遇到内部错误，已停止运行。网址和已保存的设置不会丢失。

# A chapter's sidebar: its accessible name.
chapters = 章节

# A chapter's sidebar: the heading of its outline.
on-this-page = 本页内容

# The link to the guide's sources page.
sources = 资料来源

# The heading of a chapter's own list of sources.
chapter-sources = 本章资料来源

# The link to the previous chapter.
previous = 上一章

# The link to the next chapter.
next = 下一章

# The search page's field label.
search-label = 搜索中文指南

# The home page's heading.
home-title = 规划 Azure GPU 算力

# The home page's opening paragraph.
home-lede = gpuplan 是一份自带数据的 Azure GPU 虚拟机指南：收录全部规格和加速器，按区域和计费方式列出价格，并注明来源和日期；配套的计算器从你的工作负载出发，给出规格排名和算好费用的方案。它在浏览器中运行，离线也能使用。

# The heading of the home page's table of contents.
home-contents = 指南目录

# Before the reason the embedded guide could not be read.
guide-not-loaded = 无法加载指南。

# A chapter's pager: its accessible name.
pager = 上一章与下一章

# A heading's anchor link: its accessible name.
link-to-section = 链接到本节

# The tooltip of a figure the build computed from the catalog.
live-figure = 构建网站时由规格目录算出

# A callout's title: a note.
callout-note = 说明

# A callout's title: a warning.
callout-warning = 注意

# A callout's title: a fact check.
callout-fact-check = 事实核查

# The card that opens the estimate builder from a chapter: its title.
estimate-launcher = 费用估算

# The estimate builder's card: what it does.
estimate-launcher-text = 在费用估算中打开这些费用项，价格按本区域计算，可按需修改。

# The card that opens the decision wizard from a chapter: its title.
wizard-launcher = 选型向导

# The wizard's card: what it does.
wizard-launcher-text = 在选型向导中打开这个任务：每一步都显示判断规则，以及你的回答落在哪个分支；排名中的规格可以加入费用估算。

# The link on a card that opens a page.
open = 打开

# The sources page: the heading of the list.
every-source = 全部资料来源

# The sources page: its introduction.
sources-intro = 本指南及其规格目录中的每个数字都出自下列资料之一。日期取自各资料自己标注的日期；提交（commit）哈希指明所读取的确切版本。

# The sources page: before the chapters that cite a source.
cited-in = 引用章节

# The sources page: a source only the catalog's data uses.
data-only = 仅用于规格目录数据

# The sources page: before a commit's hash.
at-commit = 提交

# The window's title (the template's `<title>` holds the English one).
site-title = gpuplan：规划 Azure GPU 算力

# The home page's `<meta name="description">` (the template holds the English one).
site-description = 一份 Azure GPU 虚拟机指南，附有注明出处的规格目录、成本模型和选型计算器，可离线使用。

# The search page's `<meta name="description">`.
search-description = 在指南的所有章节中搜索词语或短语。

# The notice a browser without JavaScript shows (the template's `<noscript>` holds the English
# one).
noscript = 指南和目录无需 JavaScript 即可阅读；计算器、搜索和估算以 WebAssembly 运行，需要启用 JavaScript。

# The crash banner's reload link.
crash-reload = 重新加载本页

## Sentences with values

# The search page's hint before anything is typed.
search-hint = 输入词语或短语，例如 Spot、InfiniBand、预留实例。

# The search page: no section matches; $query is what was typed.
search-none = 没有章节包含“{ $query }”。

# The search page: as many sections match as it shows ($n, its limit), so there may be more.
search-first = 显示前 { $n } 个匹配的章节。

# The search page: how many sections match ($n).
search-count = 找到 { $n } 个匹配的章节。

# The search page's notice that a long query was cut; $max is how many characters are used.
query-cut = 搜索词只取前 { $max } 个字符。

# A placeholder where a chapter names a calculator the product does not have yet; $name is the
# calculator's name.
coming-soon = 计算器“{ $name }”尚未上线。

# In the placeholder, before the settings the chapter gives the calculator (`key = value`, …).
# The English ends with a space, the Chinese with its colon.
coming-soon-settings = 这里的预设参数：

# A footnote marker's tooltip: $n is the source's number in the chapter, $title its title.
footnote = 资料来源 { $n }：{ $title }

# A table's scrolling box's accessible name; $columns is its column headings, as a list.
table-region = 表格：{ $columns }

duration-never = 永不

duration-days-hours = { $days } 天（{ $hours } 小时）

duration-h = { $hours } 小时

duration-min = { $minutes } 分钟

duration-hours = { $value } 小时

duration-days = { $value } 天

duration-months = { $value } 个月

duration-years = { $value } 年
