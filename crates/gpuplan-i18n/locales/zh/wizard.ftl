### A piece of the text of the decision wizard.

# The page's notice when the dataset is missing.
catalog-missing = 无法加载规格目录。

# The page's heading.
title = 选型向导：选择 GPU 虚拟机规格

# The paragraph under the heading.
lede = 按四个步骤回答问题。每一步都显示判断规则，以及你的回答落在哪个分支；能运行此作业的规格按费用从低到高排列，其余规格注明被排除的原因。

# The button that resets the answers.
reset-to-defaults = 恢复默认值

# The result section's accessible name.
recommendation = 推荐结果

# Above a ranking that no longer matches the answers.
stale-ranking = 当前显示的是上次有效的排名；改正标出的字段后即会更新。

# The form's first fieldset.
legend1 = 第 1 步：工作负载

# The form's second fieldset.
legend2 = 第 2 步：预算和周期

# The form's third fieldset.
legend3 = 第 3 步：数据与网络

# The form's fourth fieldset.
legend4 = 第 4 步：软件生态

# The heading over the steps' answers.
the-steps = 判断步骤

# A step's link to its section of the guide.
read-the-guide = 在指南中查看这一步的说明

# Over a ranking cut to 25 rows.
only25 = 仅显示费用最低的 25 个规格。在第 3 步选择区域可缩小范围。

# When no size fits.
none-fits = 没有规格符合这些回答；下方列出了每个规格被排除的原因。

# Table header: the size.
col-size = 规格

# Table header: the region.
col-region = 区域

# Table header: VMs.
col-vms = 虚拟机数量

# Table header: the pricing model.
col-pricing = 计费方式

# Table header: the cost.
col-cost = 费用（美元）

# Table header: hours.
col-hours = 小时数

# Table header: the reasons.
col-why = 理由

# Table header (hidden): the row's button.
col-action = 操作

# A ranked row's button.
add-to-estimate = 加入估算

# Step 1's title.
step1-title = 任务类型

# Step 2's title.
step2-title = 预算和周期

# Step 3's title.
step3-title = 数据与网络

# Step 4's title.
step4-title = 软件生态

# Step 1's rule.
step1-rule = 大规模预训练（超过 100 亿参数）→ 带 InfiniBand 的 ND 系列；较小规模的训练和 CNN → NC A100 系列；推理和微调 → NV A10 / NC T4 系列，或 AMD。随后对显存放得下的所有规格按费用排序。

# Step 2's rule.
step2-rule = 不到一个月：即用即付，并开启自动关机。1 到 12 个月：另考虑 1 年期节省计划和预留实例。更长：再考虑 3 年期。可中断：另考虑 Spot 虚拟机和低优先级虚拟机。

# Step 3's rule.
step3-rule = 多台虚拟机协同工作需要 InfiniBand（不支持 InfiniBand 的规格会被排除）。数据达到 TB 级时，优先选择带本地 NVMe 的规格。

# Step 4's rule.
step4-rule = CUDA 需要 NVIDIA GPU，ROCm 需要 AMD GPU。容器和 Kubernetes 可减少供应商锁定；Azure 机器学习可管理训练作业。

# Step 1's kind of job: pretraining above 10 B parameters.
large-pretraining = 大规模预训练

# Step 1's kind of job: smaller pretraining.
small-training = 中小规模训练

# Step 1's kind of job: computer vision.
cv-training = 计算机视觉训练

# Step 1's kind of job: fine-tuning.
fine-tuning = 微调

# Step 1's kind of job: inference.
inference = 推理

# Step 2's branch: under a month.
short-run = 短期运行，使用即用即付并开启自动关机

# Step 2's branch: one to twelve months.
months = 1 到 12 个月，同时考虑 1 年期承诺

# Step 2's branch: more than a year.
more-than-a-year = 超过 1 年，同时考虑 3 年期承诺

# Step 3's branch: several VMs.
multi-node = 多节点，需要 InfiniBand

# Step 3's branch: one VM.
single-vm = 单台虚拟机，不需要 InfiniBand

# Step 4's branch: CUDA.
nvidia-only = 仅 NVIDIA 规格

# Step 4's branch: ROCm.
amd-only = 仅 AMD 规格

# Step 4's branch: either.
nvidia-and-amd = NVIDIA 和 AMD 规格

# Step 1's warning for large pretraining.
at-least-four-gpus = 这种规模的预训练至少需要 4 个 GPU，建议 8 个或更多。

# Step 2's warning for interruptible work.
spot-notice = Spot 虚拟机被逐出前只有 30 秒通知：请经常保存检查点（间隔见 Spot 分析）。

# Step 2's warning when a Spot price is ranked.
spot-can-equal-payg = Spot 价格可能与即用即付相同（如 ND H200 v5 在部分欧洲区域）：排名按价格快照计算，而不是按通常的折扣。

# Step 3's warning for terabytes of data.
stage-data-locally = 数据达到 TB 级时，请先暂存到本地 NVMe 或临时磁盘；没有本地 NVMe 的规格会在理由中注明。

# Step 4's warning for AKS.
aks-quota = AKS GPU 节点池：规划前请先确认该规格在该区域的配额。

# Step 4's warning for Azure ML.
azure-ml-same-sizes = Azure 机器学习计算群集使用相同的虚拟机规格和价格。

# A ranked size's reason: the guide's pick for the task (its decision-tree chapter).
article-pick = 本指南针对此类任务通常推荐的规格

# A ranked size's reason: no local NVMe.
no-local-nvme = 未注明本地 NVMe：TB 级数据将通过网络读取

# A left-out size's reason: no GPU named.
gpu-unnamed = 文档中未写明其 GPU 型号

# A left-out size's reason: an impossible deadline.
deadline-too-tight = 要赶上此期限需要超过 100 万个 GPU

# A left-out size's reason: no inference plan.
cannot-plan = 无法为其规划部署

# A left-out size's reason: the duration cannot be priced.
unpriceable = 无法为其运行时长计价

# A left-out size's reason: no price anywhere.
not-priced-anywhere = 所允许的计费方式在所有区域均暂无价格

# Step input: the kind of job.
input-task = 任务

# Step input: the deadline.
input-deadline = 期限（天）

# Step input: the duration.
input-duration = 时长（月，排名第一的规格）

# Step input: interruptible.
input-interruptible = 可中断

# Step input: the data.
input-data = 数据（TB）

# Step input: several VMs.
input-multi-node = 多节点

# Step input: the framework.
input-framework = 框架

# Step input: containers.
input-containers = 容器

# Step input: the platform.
input-platform = 平台

# Step input value: no deadline.
no-deadline = 未填写

# Step input value: yes.
input-true = 是

# Step input value: no.
input-false = 否

# Question: the kind of job.
task-label = 工作负载

# Question: the model's parameters.
params-label = 参数量

# Hint: parameters.
params-hint = 如 80亿、700亿（也可用 B 表示 10亿）

# Question: training tokens.
tokens-label = 训练 token 数

# Hint: training tokens.
tokens-hint = 如 3000亿、2万亿（也可用 B 表示 10亿、T 表示 1万亿）

# Question: the fine-tuning method.
method-label = 微调方法

# Question: the context.
context-label = 每个请求的上下文长度

# Hint: the context.
context-hint = token 数

# Question: concurrent requests.
concurrent-label = 并发请求数

# Question: the vision model.
cv-model-label = 视觉模型

# Question: images.
images-label = 图像数

# Hint: images.
images-hint = 数据集中的图像数

# Question: epochs.
epochs-label = 训练轮数（epoch）

# Question: interruptible.
interruptible-label = 能否中断后再恢复运行？

# Hint: interruptible.
interruptible-hint = 选“是”即可使用 Spot 虚拟机

# Question: the deadline.
max-days-label = 完成期限

# Hint: the deadline.
max-days-hint = 天；留空则按 30 天计

# Question: a replica over several VMs.
multi-vm-replica-label = 一个副本能否跨多台虚拟机？

# Hint: a replica over several VMs.
multi-vm-replica-hint = 仅限通过 InfiniBand 连接

# Question: confidential computing.
confidential-label = 机密计算

# Hint: confidential computing.
confidential-hint = 选“是”则只对机密虚拟机排名

# Step 1's warning when the job asks for confidential computing.
confidential-only = 已要求机密计算：只对机密计算规格排名。

# A ranked size's reason: a confidential size.
confidential-reason = 机密计算规格

# A left-out size's reason: confidential, not asked for.
confidential-not-asked = 机密计算规格：只有作业要求机密计算时才参与排名

# A left-out size's reason: not confidential, and asked for.
not-confidential = 不是机密计算规格

# Question: hours a month.
hours-label = 每月小时数

# Hint: hours a month.
hours-hint = 推理：服务每月运行的小时数

# Question: months.
months-label = 月数

# Hint: months.
months-hint = 推理：服务运行的月数

# Question: the discount.
discount-label = 协议折扣

# Hint: the discount.
discount-hint = 适用于计算费用

# Question: the data.
data-label = 训练数据

# Question: the region.
region-label = 区域

# Hint: the region.
region-hint = 选“所有区域”时，每个规格显示在费用最低的区域，其他区域列在其下方

# The region list's first choice: no region chosen.
every-region = 所有区域

# Question: the framework.
framework-label = 软件栈

# Question: containers.
containers-label = 容器

# Question: the platform.
platform-label = 平台

# Choice: pretraining.
task-training = 大语言模型预训练

# Choice: fine-tuning.
task-fine-tuning = 微调

# Choice: inference.
task-inference = 推理

# Choice: computer vision.
task-cv-training = 计算机视觉训练

# Choice: full fine-tuning.
method-full = 全量微调

# Choice: no.
no = 否

# Choice: yes.
yes = 是

# Choice: either stack.
either = 均可

# Choice: CUDA.
cuda = CUDA（NVIDIA）

# Choice: ROCm.
rocm = ROCm（AMD）

# Choice: plain VMs.
vms = 虚拟机

# Choice: AKS.
aks = AKS 节点池

# Choice: Azure Machine Learning.
azure-ml = Azure 机器学习

# Table header: the wall time, written as a duration.
col-time = 用时

# A ranked row's mark: the plan does not finish by the deadline.
misses-deadline-mark = 赶不上期限

# A ranked row's mark: a confidential-computing size.
confidential-mark = 机密计算

# The heading over the cost-against-time chart.
frontier-heading = 费用与运行时间

# The paragraph under that heading.
frontier-lede = 每条线代表一个排名靠前的规格，在它排名所在的区域分别使用 1、2、4……台虚拟机，直到该规格允许的上限；每个点都按其运行时长所允许的最便宜计费方式计价。

# The chart's title.
frontier-chart = 各规格的总费用与运行时间

# The chart's x axis.
frontier-time-axis = 运行时间（天，对数刻度）

# The chart's y axis.
frontier-cost-axis = 总费用（美元）

# The summary of the table of the chart's points.
frontier-table = 图中各点的数据表

## Names the answer uses inside its sentences

# A class of work, inside the basis of an efficiency ("the median of 4 published Hopper
# pretraining runs"): pretraining.
class-pretraining = 预训练

# A class of work: pretraining a mixture-of-experts model.
class-moe-pretraining = 混合专家模型预训练

# A class of work: fine-tuning with adapters (LoRA, QLoRA).
class-fine-tuning = 适配器微调

# A class of work: training a vision model.
class-cv-training = 视觉模型训练

# A class of work: generating tokens at inference.
class-decode = 解码

# A class of work: reading the prompt at inference.
class-prefill = 预填充

# Where an efficiency comes from, in parentheses after it: no published run, a default is used.
basis-default = 假定值：没有此类公开运行数据

# Where an efficiency comes from: the project's own measurement.
basis-measured = 在一块 H200 上实测

# Where an efficiency comes from: the figure the reader typed.
basis-given = 按所填数值

# A step input's value for the software stack: either vendor.
input-any = 均可

# A step input's value for the platform: plain VMs (the core's name, as the command line shows it).
input-vm = 虚拟机

# A step input's value for the platform: AKS node pools (the core's name).
input-aks = AKS 节点池

# A step input's value for the platform: Azure Machine Learning (the core's name).
input-azure-ml = Azure 机器学习

# The ranking's pricing column: pay-as-you-go. English shows the model's code, as the command
# line's --model flag spells it; other languages show the model's name.
pricing-payg = 即用即付

# The ranking's pricing column: Spot.
pricing-spot = Spot 虚拟机

# The ranking's pricing column: Low Priority.
pricing-low-priority = 低优先级虚拟机

# The ranking's pricing column: a 1-year savings plan.
pricing-savings-plan1y = 1 年期节省计划

# The ranking's pricing column: a 3-year savings plan.
pricing-savings-plan3y = 3 年期节省计划

# The ranking's pricing column: a 1-year reservation.
pricing-reservation1y = 1 年期预留实例

# The ranking's pricing column: a 3-year reservation.
pricing-reservation3y = 3 年期预留实例

# The ranking's pricing column: Dev/Test pricing.
pricing-devtest = 开发/测试定价

# A ranked size's reason: the series is retiring, no date known.
retiring-reason = 即将停用：请提前规划迁移。

# A left-out size's reason: retired, no date known.
retired = 已停用

# A left-out size's reason: a preview size, no successor named.
preview = 预览版规格，不予推荐

## Sentences with figures

# A step's heading in the answer. $n is the step's number (1 to 4), $title its title.
step-heading = 第 { $n } 步：{ $title }

# A step's rule line in the answer; $rule is the step's rule.
rule-line = 判断规则：{ $rule }

# A step's branch line in the answer; $branch is the branch the answers took.
branch-line = 所在分支：{ $branch }

# Step 1's branch: $task is the kind of job (lower case), $pick the series the guide picks for it
# (ND_H100_v5).
branch-task = { $task }，本指南通常推荐 { $pick }

# Step 1's warning when the data ranks another size above the guide's pick. $top and $pick are
# size names, $top_cost and $pick_cost money, $used and $gb_per_gpu GB of one GPU's memory.
data-ranks-first = 按数据排名，{ $top } 居首，费用 { $top_cost }；本指南通常推荐的 { $pick } 为 { $pick_cost }（每个 GPU { $gb_per_gpu } GB 中用了 { $used } GB）。

# Step 1's warning when the guide's pick ($pick, a series) is not ranked; $top is the top size.
pick-not-ranked = 按数据排名，{ $top } 居首；本指南通常推荐的 { $pick } 放不下此作业，或在此暂无价格。

# Step 1's warning when no deadline was given; $days is the deadline assumed. "Finish within" is
# the question's label.
assumed-deadline = 未填写期限：按 { $days } 天内完成来规划训练。可在“完成期限”中修改。

# Step 1's warning when no size meets the deadline ($days); $fastest is the fastest plan's time
# ("41 days").
none-meets-deadline = 即使用到各规格允许的最多虚拟机，也没有规格能在 { $days } 天内完成；最快的方案需要 { $fastest }。

# Step 2's warning on training: how right the predicted times are. $band is the error band
# ("±20 %, from 8 published runs held out of the calibration").
accuracy-training = 训练时间及由此算出的费用都是估算值：{ $band }。

# Step 2's warning on inference: how right the predicted times are; $band as above.
accuracy-serving = 解码和预填充时间及由此算出的费用都是估算值：{ $band }。

# A ranked size's reason: its GPU ($gpu, "NVIDIA A100") has no FP8 figure.
no-fp8 = { $gpu } 没有 FP8 性能数据，因此按 BF16 计算。

# A ranked size's reason: the plan misses the deadline. $deadline is the deadline in days, $time
# the plan's time ("6.4 years"), $vms the most VMs the size allows.
misses-deadline = 赶不上 { $deadline } 天的期限：即使用到该规格允许的最多 { $vms } 台虚拟机，也需要 { $time }。

# A ranked size's reason: more GPUs than memory needs, to finish within $days days. $gpus is the
# GPUs used, $memory_gpus the GPUs memory alone needs.
deadline-reason = 要在 { $days } 天内完成，需要 { $gpus } 个 GPU；只看显存，{ $memory_gpus } 个就够。

# A ranked size's reason, training: $gpus GPUs on $vms VMs hold the job, using $used of the
# $usable GB of each GPU.
training-fit = { $vms } 台虚拟机上的 { $gpus } 个 GPU 可以容纳此作业（每个 GPU 可用的 { $usable } GB 中用了 { $used } GB）。

# A ranked size's reason, training over several VMs: $vms VMs; a step takes $step seconds, $talk
# of them communicating; $share is the percentage of perfect scaling's speed; the global batch of
# $sequences sequences keeps at most $batch_vms VMs ($batch_gpus GPUs) busy.
scaling = 在 { $vms } 台虚拟机上，每步需要 { $step } 秒，其中 { $talk } 秒用于 NVLink 和 InfiniBand 通信（未与计算重叠），速度为理想线性扩展的 { $share }。{ $sequences } 个序列的全局批量最多能让 { $batch_vms } 台虚拟机（{ $batch_gpus } 个 GPU）满负荷运行；再增加虚拟机只会增加费用，不会更快。

# A ranked size's reason, training: the time. $share is the percentage of the GPU's $peak
# TFLOP/s reached, $basis where that percentage comes from, $time the job's time ("21 days").
training-time = 按峰值 { $peak } TFLOP/s 的 { $share } 计算（{ $basis }），作业需要 { $time }。

# A ranked size's reason, inference: $weights and $kv are GB; $gpus is the GPUs a replica takes,
# $replicas the replicas, $rate the tokens a second each decodes.
inference-fit = 权重 { $weights } GB 加 KV 缓存 { $kv } GB，每个副本需要 { $gpus } 个 GPU；{ $replicas } 个副本每个每秒解码 { $rate } 个 token。

# A ranked size's reason, inference: a replica spans $vms VMs, $tensor GPUs tensor-parallel in
# each, for a model of $heads attention heads.
parallelism-spanning = 每个副本通过 InfiniBand 跨 { $vms } 台虚拟机，每台内 { $tensor } 个 GPU 做张量并行（{ $heads } 个注意力头）。

# A ranked size's reason, inference: a replica is tensor-parallel over $tensor GPUs of one VM
# ($heads attention heads), and a VM holds $replicas replicas.
parallelism = 在 { $tensor } 个 GPU 上做张量并行（{ $heads } 个注意力头可均分）；每台虚拟机容纳 { $replicas } 个副本。

# A number of GPUs of at most one: a whole GPU or a partition; $gpus is "1" or "1/3".
gpus-at-most-one = { $gpus } 个 GPU

# A number of GPUs above one; $gpus is "8".
gpus-more = { $gpus } 个 GPU

# A ranked size's reason, vision training: $gpus is the GPUs ("8 GPUs", "1/3 GPU"), $share the
# percentage of peak reached, $basis where it comes from, $time the training's time.
cv-time = 在 { $gpus } 上按峰值的 { $share } 计算（{ $basis }），训练需要 { $time }；假定视觉模型可以放入显存。

# A ranked size's reason: the series is retiring on $date.
retiring-on = 即将于 { $date }停用：请提前规划迁移。

# A ranked size's reason: Microsoft adds capacity only to another series ($goes_to).
capacity-limited = Microsoft 只为 { $goes_to } 部署新增容量：此系列的配额可能难以获批。

# A ranked size's reason: $model is the name of the cheapest pricing model allowed.
cheapest = 在允许的计费方式中，{ $model }最便宜。

# Where an efficiency comes from: one published run. $generation is a GPU generation ("CDNA 3"),
# $class a class of work ("adapter fine-tuning").
basis-one-run = 取自一次公开的 { $generation } { $class }运行数据

# Where an efficiency comes from: the median of $runs published runs; $generation and $class as
# above.
basis-runs = 取 { $runs } 次公开的 { $generation } { $class }运行数据的中位数

# Where an efficiency comes from: no run on this generation; the median of $runs runs of the
# class ($class) on other generations.
basis-class = 这一代 GPU 没有公开运行数据：取其他各代 GPU 上 { $runs } 次{ $class }运行数据的中位数

# The error band of predicted times: $share is a percentage ("20 %"), $runs the runs it rests on.
error-band = ±{ $share }，依据 { $runs } 次未参与校准的公开运行数据

# A reason written as a sentence; $text is the reason, its first letter already a capital.
sentence = { $text }。

# Two reasons of a ranked size one after the other; $first is the reasons so far, $next the next.
reasons-joined = { $first }{ $next }

# A left-out size's reason: retired on $date.
retired-on = 已于 { $date }停用

# A left-out size's reason: a preview size; Microsoft names $successor (a size) in its place.
preview-successor = 预览版规格，不予推荐；Microsoft 指定的替代规格为 { $successor }

# A left-out size's reason: $gpu is an AMD GPU and the job needs CUDA.
needs-cuda = { $gpu } 是 AMD GPU，而此作业需要 CUDA

# A left-out size's reason: $gpu is not an AMD GPU and the job needs ROCm.
needs-rocm = { $gpu } 不是 AMD GPU，而此作业需要 ROCm

# A left-out size's reason: no throughput figure at $precision ("FP8") for $gpu.
no-throughput = { $gpu } 没有 { $precision } 吞吐量数据

# A left-out size's reason: no BF16 throughput figure for $gpu (vision training runs in BF16).
no-bf16-throughput = { $gpu } 没有 BF16 吞吐量数据

# A left-out size's reason: no memory bandwidth figure for $gpu.
no-bandwidth = { $gpu } 没有显存带宽数据

# A left-out size's reason: the job needs $needed GB on each GPU, more than its $usable GB.
does-not-fit = 放不下：即使分片，每个 GPU 也需要 { $needed } GB，超过可用的 { $usable } GB

# A left-out size's reason: a GPU partition ($gpus, "1/6") cannot hold the job.
partition-too-small = { $gpus } 个 GPU 的分区放不下此作业

# A left-out size's reason: $vms VMs must work together and no InfiniBand is stated.
no-infiniband = 需要 { $vms } 台虚拟机协同工作，但文档未注明它支持 InfiniBand

# A left-out size's reason: the job would run $years years.
too-long = 需要运行 { $years } 年，超过估算所能覆盖的 10 年

# A left-out size's reason: no allowed pricing model is priced in $region (the region chosen).
not-priced-in = { $region }：所允许的计费方式均暂无价格

# A left-out size's reason: $vms VMs needed, more than one InfiniBand cluster's $reach.
beyond-reach = 需要 { $vms } 台虚拟机，超过单个 InfiniBand 群集可容纳的 { $reach } 台

# A left-out size's reason: a replica needs $gpus GPUs, a VM has $per_vm, and the reader did not
# allow a replica to span VMs.
replica-spans-vms = 一个副本需要 { $gpus } 个 GPU，而一台虚拟机只有 { $per_vm } 个：允许副本跨虚拟机后才会参与排名

# A left-out size's reason: a replica needs $gpus GPUs, a VM has $per_vm, and the size has no
# InfiniBand to span VMs.
replica-cannot-span = 一个副本需要 { $gpus } 个 GPU，而一台虚拟机只有 { $per_vm } 个；此规格没有 InfiniBand，副本无法跨虚拟机

# A left-out size's reason: no tensor-parallel degree from $gpus to $per_vm divides the model's
# $heads attention heads.
heads-not-divisible = 每个副本需要 { $gpus } 个 GPU，而 { $gpus } 到 { $per_vm } 之间没有能整除 { $heads } 个注意力头的张量并行度

# The ranking's heading; $n is the number of sizes ranked.
ranked-heading = 可行规格排名（共 { $n } 个）

# The left-out list's summary; $n is the number of sizes left out.
left-out = 被排除的规格（共 { $n } 个）

# The summary over a ranked size's other regions; $n is how many.
other-regions = 其他 { $n } 个区域

# One of a ranked size's other regions: $region is "name (code)", $money its total cost,
# $model the pricing column's text, $time the plan's time.
other-region = { $region }：{ $money }，{ $model }，{ $time }

# A ranked row's button's accessible name: $size is the size, $region the region (its code, or
# its name and code where the language has a name for it).
add-label = 加入估算：{ $size }，{ $region }

# A number of days that is exactly one; $days is "1".
one-day = { $days } 天

# A number of days other than one; $days is "30" or "1.5".
days = { $days } 天

# The deadline beside the ranking; $days is a number of days ("30 days").
deadline-used = 所用期限：{ $days }。

# The deadline beside the ranking when none was given; $days as above. "Finish within" is the
# question's label.
deadline-used-assumed = 所用期限：{ $days }。这是假定值，因为未填写期限（可在“完成期限”中设置）。

# The deadline's marker on the cost-against-time chart; $days is a number ("30").
deadline-marker = { $days } 天期限

# A point of the cost-against-time chart, as its hover shows it: $vms VMs, $time the wall time,
# $money the total cost, $model the pricing column's text.
frontier-point = { $vms } 台虚拟机，{ $time }，{ $money }（{ $model }）

# The chart's text summary when one point is both the cheapest and the fastest: $size is its
# size, $point the point as above.
frontier-both = 费用最低且用时最短的点：{ $size }，{ $point }。

# The chart's text summary: the cheapest point ($cheapest, a size, at $cheapest_point) and the
# fastest ($fastest at $fastest_point).
frontier-each = 费用最低的点：{ $cheapest }，{ $cheapest_point }。用时最短的点：{ $fastest }，{ $fastest_point }。

# The heading of the wizard's best-ranked size, shown above the questions.
best-fit = 最符合这些回答的选择
