### The command-line tool's `--help` (see the English file for how message ids are made).

## Clap's own words.

help-usage-line = 用法：{ $usage }

help-commands = 命令：

help-arguments = 参数：

help-options = 选项：

help-default = （默认值：{ $value }）

help-possible-values-line = （可选值：{ $values }）

help-joined = { $text }{ $more }

help-possible-values = 可选值：

help-value-line = - { $value }：{ $help }

help-flag = 显示帮助

help-flag-more = 显示帮助（使用 '--help' 查看详细说明）

help-flag-summary = 显示帮助（使用 '-h' 查看摘要）

version-flag = 显示版本

help-command = 显示此帮助，或显示指定子命令的帮助

## `gpuplan` itself, and `--lang`, which every command takes.

gpuplan = 在 Azure 上规划 GPU 工作负载：目录、价格、资源估算、成本分析和指南检查
gpuplan--lang = 文本输出和错误信息的语言：en 或 zh（zh-CN）。JSON 输出在两种语言下相同

## `gpuplan catalog`.

catalog = 列出 Azure GPU 虚拟机规格，以表格或 JSON 输出
catalog--gpu = GPU 键（h100-sxm）或其名称的一部分（H100）
catalog--min-vram = 每台虚拟机的 GPU 显存下限，单位 GB
catalog--region = 仅列出在此区域有价格的规格，并附上该区域的 Linux 即用即付价格
catalog--status = 仅列出处于此生命周期阶段的规格：available、capacity-limited、preview、retiring 或 retired
catalog--all = 包括已停用的规格
catalog--today = 按此日期（YYYY-MM-DD）而非今天判断生命周期阶段
catalog--json = 输出 JSON 而非表格

## `gpuplan price`.

price = 从价格快照中查询某规格在某区域的价格，查不到时显示“暂无价格”及快照日期；不带 `--model` 时列出快照中该规格的所有计费方式
price--size = 规格的 ARM 名称，例如 Standard_ND96isr_H100_v5
price--region = 区域，例如 westeurope
price--os = linux 或 windows
price--model = payg、spot、low-priority、savings-plan-1y、savings-plan-3y、reservation-1y、reservation-3y 或 devtest；不指定时，列出快照中该规格在该区域的每种计费方式，每种一行
price--json = 输出 JSON 而非文本

## `gpuplan estimate`.

estimate = 对估算（从文件或标准输入读取的 JSON）计价：列出每一行及合计
estimate--path = 估算的 JSON 文件，或用 `-` 表示标准输入（格式见 docs/estimate.md）
estimate--json = 以 JSON 而非表格输出结果
estimate--today = 按此日期（YYYY-MM-DD）而非今天判断规格是否已停用

## `gpuplan recommend` and `gpuplan size`, which take the same flags (the `recommend--…` messages).

recommend = 按四步决策树为工作负载（来自 JSON 文件或命令行参数）对 Azure 规格排序，并说明所假设的作业设置
recommend--path = 工作负载 JSON 文件，或用 `-` 表示标准输入（见 docs/sizing.md）。也可以使用下面的参数
recommend--task = 任务类型（默认值：training）
recommend--task--training = 预训练或完整训练
recommend--task--fine-tuning = 微调：全参数、LoRA 或 QLoRA
recommend--task--inference = 模型推理服务
recommend--task--cv-training = 计算机视觉训练
recommend--params = 参数量，带单位：70B（training、fine-tuning、inference）
recommend--tokens = 训练的 token 数，带单位：2T（training、fine-tuning）
recommend--sharding = 训练状态的分片方式（默认值：zero3）
recommend--checkpointing = 完整激活检查点（默认值：on）
recommend--precision = 数值格式：训练用 bf16、fp16 或 fp8；推理权重还可用 int8、int4（默认值：bf16）
recommend--optimizer = 优化器（默认值：adamw）
recommend--method = 完整训练，或 LoRA / QLoRA 适配器（默认值：full）
recommend--rank = 适配器的秩，配合 --method lora 或 qlora 使用（默认值：16）
recommend--seq-len = 序列长度（token 数）：4k（默认值：2048）
recommend--micro-batch = 每个 GPU 每步的序列数（默认值：1）
recommend--mfu = 模型 FLOPs 利用率（MFU）：40% 或 0.4（默认值：校准值）
recommend--layers = 模型层数（与 --hidden、--heads 一起使用）；不指定时由 --params 推算
recommend--hidden = 模型隐藏层维度（与 --layers、--heads 一起使用）
recommend--heads = 模型注意力头数（与 --layers、--hidden 一起使用）
recommend--kv-heads = 键/值头数，使用分组查询注意力时少于注意力头数（默认值：与注意力头数相同）
recommend--preset = 开放模型公布的参数量和结构（models.toml）：llama-3.1-8b、llama-3.1-70b、llama-3.1-405b、qwen2.5-72b、mixtral-8x7b、deepseek-v3 …… 上面的参数会覆盖预设
recommend--context = 每个请求的上下文长度（inference），带单位：8k（默认值：2048）
recommend--concurrent = 并发请求数（inference）（默认值：1）
recommend--tokens-per-s = 所有请求合计所需的每秒 token 数（inference）；会增加副本以达到该值
recommend--ms-per-token = 单个解码步允许的最长时间，单位毫秒（inference）；会为副本增加 GPU
recommend--cv-model = 计算机视觉预设（cv-training）：resnet50 或 vit-b-16
recommend--gmacs = 每张图像前向计算的乘加次数，单位十亿（cv-training），可代替 --cv-model
recommend--images = 数据集中的图像数量（cv-training），带单位：1.28M
recommend--epochs = 遍历数据集的轮数（cv-training）
recommend--region = 区域；不指定时考虑所有区域
recommend--interruptible = 作业可以承受中断（允许使用 Spot 虚拟机）
recommend--days = 在此天数内完成训练（不指定时按 30 天计，并会注明）
recommend--max-vms = 一个作业最多可通过 InfiniBand 跨越的虚拟机数量（不指定时为 100）
recommend--confidential = 作业需要机密计算：只对支持机密计算的规格排序
recommend--multi-vm-replica = 推理：一个副本可以通过 InfiniBand 跨越多台虚拟机（流水线阶段）
recommend--gpu = 仅用于 `size`：键（h100-sxm）或名称（H100）匹配的加速器
recommend--today = 按此日期（YYYY-MM-DD）判断生命周期阶段
recommend--json = 输出 JSON
recommend--top = 显示的行数
size = 对每种加速器估算训练作业的显存、最少 GPU 数量和用时，或估算推理服务（`--task inference`）的 GPU 数量、副本数和每秒 token 数，并说明所假设的作业设置

## `gpuplan spot`.

spot = 考虑逐出、检查点和重启，比较 Spot 虚拟机与即用即付；`--evictions FILE` 从你自己的 Resource Graph 导出中读取逐出率区间
spot--size = 规格的 ARM 名称，例如 Standard_ND96isr_H100_v5
spot--region = 区域，例如 westeurope
spot--work = 不计中断时的工作量，单位 GPU 小时（4000、4k）
spot--vms = 作业使用的虚拟机数量；任何一台被逐出都会使作业中断
spot--eviction-rate = 每台虚拟机每小时的逐出次数（5%），没有导出文件提供区间时使用
spot--checkpoint = 写入一次检查点的时间（10min、0.2h）
spot--restart = 逐出后重启所需的时间（15min）
spot--evictions = 你从 Resource Graph 导出的 Spot 虚拟机逐出率，JSON 或 CSV 格式（见 docs/cost.md）
spot--date = 导出文件的日期（YYYY-MM-DD）；不指定时取文件的最后修改日期
spot--band-end = 按区间上限（保守）或下限规划
spot--json = 输出 JSON 而非文本

## `gpuplan check`.

check = 解析一个 Markdown 章节（文件，或用 `-` 表示标准输入），报告其大纲和诊断信息
check--path = 章节的路径，或 `-`

## `gpuplan calc` and `gpuplan analyze`: their calculators are worded by `calc.ftl`.

calc = 运行网站上的某个计算器：从其默认值出发，用 `key=value` 对修改字段；输出与网页相同的结果，或用 `--json` 输出完整结果
analyze = 用命名参数或字段的 JSON 对象（`--json-file FILE|-`）运行成本分析：与网站计算器和 `gpuplan calc` 使用相同的核心计算器和结果行
