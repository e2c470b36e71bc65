### A piece of the text of the estimate builder.

# The page's notice when the dataset is missing.
catalog-missing = 规格目录无法加载，因此无法计算估算费用。

# The page's heading.
title = 费用估算

# The paragraph under the heading.
lede = 逐行构建费用估算。合计随输入即时更新；数据中没有价格的行会请你填写价格。导出的 JSON 正是 `gpuplan estimate` 读取的格式。

# The legend of the settings' fieldset.
settings = 设置

# The label of the list of kinds for a new line.
new-line = 新行类型

# The button that adds a line.
add-line = 添加行

# The button that resets the form.
reset-to-defaults = 恢复默认值

# The totals section's accessible name.
totals = 合计

# Above totals that no longer match the form.
stale-totals = 显示的是上次有效的合计：改正标出的字段后即会更新。

# The export buttons' accessible name.
export-group = 导出估算

# Export button: CSV.
export-csv = 导出 CSV

# Export button: JSON for the CLI.
export-json = JSON（供 CLI 使用）

# Export button: Markdown.
export-markdown = 导出 Markdown

# Button: copy the page's address.
copy-link = 复制链接

# Button: print the page.
print = 打印

# After the link was copied.
link-copied = 链接已复制。

# When the browser refused to copy the link.
copy-failed = 浏览器没有复制链接，请从地址栏复制。

# When a download could not start; $reason is the browser's own words, in English, which
# English pages show as they are.
download-failed = 无法开始下载。

# When there is no browser window to copy from.
no-window = 没有浏览器窗口。

# A line's button: duplicate it.
duplicate = 复制

# A line's button: remove it.
remove = 删除

# A line of an unknown kind, in its legend.
line = 行

# Totals and table header: the monthly cost.
monthly = 每月

# Totals and table header: what is paid at the start.
up-front = 预付

# Table header: the whole cost of a line.
total = 合计

# Table header: where a line's price came from.
price-column = 价格来源

# Totals: the compute cost per VM-hour.
per-vm-hour = 每台虚拟机每小时计算费用

# Where a line's price came from: the reader gave it.
origin-user-price = 你填写的价格

# Where a line's price came from: a transfer within one region.
rule-same-region-free = 同一区域内的传输免费

# Where an egress line's price came from: it is inside the month's free allowance.
rule-egress-free = 在每月免费的互联网出站数据传输额度内

# A Dev/Test line's note.
note-dev-test = 开发/测试定价：按 Linux 即用即付费率计费

# A savings plan line's note.
note-savings-plan = 节省计划的每小时承诺金额按每月全部 730 小时计费

# A Premium SSD v2 line's note.
note-free-iops = 每个磁盘的 3,000 IOPS 和 125 MB/s 免费

# Setting: currency.
currency-label = 货币

# Setting: exchange rate.
rate-label = 汇率

# Setting: exchange rate's hint.
rate-hint = 每 1 美元折合的该货币数；美元留空

# Setting and blob line: months.
months-label = 月数

# Setting: months' hint.
months-hint = 1 到 120

# Setting and compute line: hours a month.
hours-label = 每月小时数

# Setting: hours a month's hint.
hours-hint = 用于计算行；最多 744

# Setting: negotiated discount.
discount-label = 协议折扣

# Setting: negotiated discount's hint.
discount-hint = 计算费用的折扣百分比（EA、CSP、合作伙伴）

# Compute line: the VM size.
size-label = 规格

# A line's region.
region-label = 区域

# Compute line: how many VMs.
vms-label = 虚拟机数

# Compute line: the OS.
os-label = 操作系统

# Compute line: the pricing model.
pricing-label = 计费方式

# Compute line: hours a month's hint.
line-hours-hint = 留空则用估算的设置

# Compute line: how a commitment is paid.
payment-label = 承诺付款方式

# Every line: the reader's own price.
user-price-label = 自定价格

# Every line: the reader's own price's hint.
user-price-hint = 美元；仅在数据中没有价格或要覆盖时填写

# Disk line: the disk type.
disk-type-label = 磁盘类型

# Disk and blob line: the tier.
tier-label = 层级

# Disk line: the tier's hint.
tier-hint = 例如 P30、E10、S4；也可以填写容量

# Disk line: the size.
disk-size-label = 容量

# Disk line: the size's hint.
disk-size-hint = GiB，向上取整到层级

# Disk line: provisioned IOPS.
iops-label = 预配 IOPS

# Disk line: provisioned throughput.
mbps-label = 预配吞吐量（MB/s）

# Disk line: IOPS' and throughput's hint.
v2-only-hint = 仅限高级 SSD v2

# Disk line: how many disks.
disks-label = 磁盘数

# Blob line: GB stored.
stored-label = 存储量

# Blob line: GB stored's hint.
stored-hint = GB，例如 50k

# Blob line: how long the data stays.
kept-for-label = 保留时长

# Blob line: how long's hint.
kept-for-hint = 月；留空则用估算的月数

# Snapshot line: the disk type.
type-label = 类型

# Snapshot line: GB used.
used-label = 已用容量

# Egress line: the region the data leaves.
from-region-label = 源区域

# Egress line: the routing.
routing-label = 路由

# Egress and transfer line: GB a month.
per-month-label = 每月

# Transfer line: from.
from-label = 源区域

# Transfer line: to.
to-label = 目标区域

# Payment: all at the start.
pay-upfront = 预付

# Payment: each month.
pay-monthly = 按月

# Disk type: Premium SSD.
premium-ssd = 高级 SSD

# Disk type: Standard SSD.
standard-ssd = 标准 SSD

# Disk type: Standard HDD.
standard-hdd = 标准 HDD

# Disk type: Premium SSD v2.
premium-ssd-v2 = 高级 SSD v2

# Snapshot type: Standard HDD, incremental.
standard-hdd-incremental = 标准 HDD（增量）

# Blob tier: hot.
hot = 热层

# Blob tier: cool.
cool = 冷层

# Blob tier: cold.
cold = 寒层

# Blob tier: archive.
archive = 存档层

# Egress routing: over Microsoft's network.
microsoft-network = Microsoft 网络

# Egress routing: over the internet.
internet = 公共互联网

# Line kind: VMs.
kind-compute = 计算

# Line kind: managed disks.
kind-disk = 托管磁盘

# Line kind: Blob storage.
kind-blob = Blob 存储

# Line kind: disk snapshots.
kind-snapshot = 快照

# Line kind: internet egress.
kind-egress = 互联网出站数据传输

# Line kind: transfer between regions.
kind-inter-region = 区域间数据传输

## Sentences with figures

line-legend = 第 { $n } 行：{ $kind }

duplicate-line = 复制第 { $n } 行

remove-line = 删除第 { $n } 行

whole-term = 整个期限（{ $months } 个月）

table-caption = 各行费用（{ $currency }）

amount = { $amount } { $currency }

old-mark = （超过 { $days } 天）

all-old = 本估算中的快照价格都已超过 { $days } 天

too-long-address = 网址中的估算太长，无法读取，已改为显示新的估算。

too-long-saved = 已保存的估算太长，无法读取，已改为显示新的估算。

unreadable-address = 无法读取网址中的估算，已改为显示新的估算。

unreadable-saved = 无法读取已保存的估算，已改为显示新的估算。

origin-snapshot = { $source }，截至 { $date }

## A priced line's label

label-compute = { $count } 台 { $size }，{ $region }，{ $os }，{ $model }

label-disk-v2 = { $count } 块高级 SSD v2，每块 { $size_gib } GiB、{ $iops } IOPS、{ $mbps } MB/s，{ $region }

label-disk = { $count } 块{ $family } { $tier }，{ $region }

label-blob = Blob 存储（{ $tier }），{ $gb } GB，{ $region }

label-snapshot = { $family }快照，{ $gb } GB，{ $region }

label-egress = 互联网出站数据传输，每月 { $gb } GB，源区域：{ $region }（{ $routing }路由）

label-transfer = 区域间数据传输：{ $from } → { $to }，每月 { $gb } GB

## A line's notes

note-commits-upfront = 承诺 { $terms } 期（每期 { $months } 个月），预付

note-commits-monthly = 承诺 { $terms } 期（每期 { $months } 个月），按月支付

note-early-deletion = 提前删除：未满最短保留期 { $min } 天，差 { $short } 天

note-free-egress-share = 占用每月免费额度 { $allowance } GB 中的 { $gb } GB（各出站数据传输行按顺序共用）

note-free-egress-used-up = 每月免费的 { $allowance } GB 已被上面的出站数据传输行用完

## Warnings on a price

warning-retired-on = { $size } 已于{ $date }停用：Azure 不再提供该规格，此价格仅为历史记录，无法按此价格购买

warning-retired = { $size } 已停用：Azure 不再提供该规格，此价格仅为历史记录，无法按此价格购买

warning-old-model = { $model }价格的日期是{ $date }，比与之比较的最新价格（{ $newest }）早 { $days } 天，使用前请先核实

warning-old = 此价格的日期是{ $date }，比与之比较的最新价格（{ $newest }）早 { $days } 天，使用前请先核实

## Currencies and exports

currency-usd = 美元
currency-eur = 欧元
currency-gbp = 英镑
currency-cny = 人民币
currency-jpy = 日元

choice-usd = 美元（USD）
choice-eur = 欧元（EUR）
choice-gbp = 英镑（GBP）
choice-cny = 人民币（CNY）
choice-jpy = 日元（JPY）

full-stop = 。

export-line = 项目
export-kind = 类型
export-monthly = 每月
export-upfront = 预付
export-total = 合计
export-currency = 币种
export-source = 价格来源

export-in-currency = { $column }（{ $currency }）
