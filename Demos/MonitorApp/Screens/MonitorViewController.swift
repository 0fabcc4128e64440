import DemoSupport
import Trellis

/// The system monitor: CPU per core, memory, swap and load from `/proc`, a chart of the
/// CPU over the last minutes, and every process in a table, refreshed each second.
///
/// Keys: `c`, `m`, `p` and `n` sort the table by CPU, memory, pid or name (the same key
/// again reverses the order), `k` ends the focused process after a confirmation, and
/// Space pauses the refresh.
///
/// The table's focus stays on a process, not on a row: each refresh and each sort is
/// applied to the table as the rows that went, came and moved, so the focused process
/// keeps the focus wherever it lands; when it has ended, the row that takes its place
/// does. The columns fit the width: when narrow, the least useful ones go first so the
/// name stays readable.
public final class MonitorViewController: DemoViewController, TableViewDataSource, TableViewDelegate {
    public let monitor: ProcessMonitor
    public let signaller: ProcessSignaller
    /// Seconds between refreshes.
    public let interval: Double
    public private(set) var isPaused = false
    private var timer: ApplicationTimer?

    public let summaryLabel = Label()
    public let chart = BrailleChartView()
    public let coresStack = StackView()
    public let memoryBar = ProgressView(progressViewStyle: .bar)
    public let swapBar = ProgressView(progressViewStyle: .bar)
    public let tableHeader = Label()
    public let tableView = TableView()
    public let statusLabel = Label()
    private var coreBars: [ProgressView] = []
    /// The processes the table shows, in its order: the monitor's, as of the last update
    /// given to the table.
    private var rows: [ProcessSample] = []
    /// The columns that fit the table's width, as last laid out.
    private var columns = MonitorFormat.columns(fitting: .max)

    public init(monitor: ProcessMonitor = ProcessMonitor(), signaller: ProcessSignaller = .system, interval: Double = 1) {
        self.monitor = monitor
        self.signaller = signaller
        self.interval = interval
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        coresStack.axis = .vertical
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "process")
        // Bold and underlined, not reversed: the focused row is the one in reverse video,
        // and a reversed header would look like it at 8 colours and in monochrome.
        tableHeader.textAttributes = [.bold, .underline]
        tableHeader.lineBreakMode = .byClipping
        statusLabel.textAttributes = .dim
        statusLabel.lineBreakMode = .byTruncatingTail
        summaryLabel.lineBreakMode = .byTruncatingTail

        let memoryRow = row("mem ", memoryBar)
        let swapRow = row("swap", swapBar)
        let bars = StackView(arrangedSubviews: [coresStack, memoryRow, swapRow])
        bars.axis = .vertical
        let top = StackView(arrangedSubviews: [bars, chart])
        top.axis = .horizontal
        top.spacing = 2
        top.distribution = .fillEqually
        let column = StackView(arrangedSubviews: [summaryLabel, top, tableHeader, tableView, statusLabel])
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: contentView.topAnchor),
            column.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        tableView.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        tableView.setContentCompressionResistancePriority(.defaultLow - 2, for: .vertical)
        chart.setContentCompressionResistancePriority(.defaultLow - 1, for: .vertical)
        refresh()
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scheduleRefresh()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
        timer = nil
    }

    public override var preferredFirstResponder: View? { tableView }

    private func scheduleRefresh() {
        guard timer == nil, let application = view.window?.application else { return }
        timer = application.scheduleTimer(after: interval, repeats: true) { [weak self] _ in
            self?.refresh()
        }
    }

    /// A label and a bar side by side.
    private func row(_ title: String, _ bar: ProgressView) -> StackView {
        let label = Label(text: title)
        let stack = StackView(arrangedSubviews: [label, bar])
        stack.axis = .horizontal
        stack.spacing = 1
        return stack
    }

    /// Reads `/proc` again and shows it.
    public func refresh() {
        monitor.refresh()
        if let failure = monitor.failure {
            summaryLabel.text = failure
            statusLabel.text = "⚠ \(failure)"
            return
        }
        guard let sample = monitor.latest else { return }
        let load = sample.load
        summaryLabel.text = "CPU \(MonitorFormat.percent(monitor.cpuUsage)) · load \(MonitorFormat.decimal(load.0)) \(MonitorFormat.decimal(load.1)) \(MonitorFormat.decimal(load.2)) · \(sample.processes.count) processes · mem \(MonitorFormat.bytes(sample.memory.used)) of \(MonitorFormat.bytes(sample.memory.total))"
        updateCores(monitor.coreUsage)
        memoryBar.progress = sample.memory.total > 0 ? Double(sample.memory.used) / Double(sample.memory.total) : 0
        swapBar.progress = sample.memory.swapTotal > 0 ? Double(sample.memory.swapUsed) / Double(sample.memory.swapTotal) : 0
        chart.values = monitor.cpuHistory
        showProcesses()
        if !isPaused { statusLabel.text = "sorted by \(monitor.sortKey.rawValue) · refreshing every \(MonitorFormat.decimal(interval)) s" }
    }

    private func updateCores(_ usage: [Double]) {
        if coreBars.count != usage.count {
            for view in coresStack.arrangedSubviews { view.removeFromSuperview() }
            coreBars = usage.indices.map { _ in ProgressView(progressViewStyle: .bar) }
            for (index, bar) in coreBars.enumerated() {
                coresStack.addArrangedSubview(row(MonitorFormat.padded("cpu\(index)", 4), bar))
            }
        }
        for (bar, value) in zip(coreBars, usage) { bar.progress = value }
    }

    public func sort(by key: ProcessSortKey) {
        monitor.sort(by: key)
        showProcesses()
    }

    /// Gives the table the monitor's processes as the rows that went, came and moved (by
    /// pid), so the focus and selection follow their processes; then draws the rows on
    /// screen again with the new figures.
    private func showProcesses() {
        tableHeader.text = MonitorFormat.header(columns, sortedBy: monitor.sortKey, descending: monitor.sortDescending)
        let old = rows
        let new = monitor.processes
        rows = new
        var oldRows: [Int32: Int] = [:]
        for (row, process) in old.enumerated() { oldRows[process.pid] = row }
        var newPids = Set<Int32>()
        for process in new { newPids.insert(process.pid) }
        let table = tableView
        table.performBatchUpdates {
            table.deleteRows(at: old.indices.filter { !newPids.contains(old[$0].pid) }.map { IndexPath(row: $0, section: 0) },
                                 with: .none)
            for (row, process) in new.enumerated() {
                if let before = oldRows.removeValue(forKey: process.pid) {
                    table.moveRow(at: IndexPath(row: before, section: 0), to: IndexPath(row: row, section: 0))
                } else {
                    table.insertRows(at: [IndexPath(row: row, section: 0)], with: .none)
                }
            }
        }
        // Moved rows keep their cells, which still show the old figures.
        if let visible = tableView.indexPathsForVisibleRows, !visible.isEmpty {
            tableView.reloadRows(at: visible, with: .none)
        }
    }

    /// Fits the columns to the table's width once it is known, and again on a resize.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The table spans the screen; its own width is not laid out yet at this point.
        let fitting = MonitorFormat.columns(fitting: Int(view.bounds.width.rounded(.down)) - 2)
        guard fitting.map(\.title) != columns.map(\.title) else { return }
        columns = fitting
        tableHeader.text = MonitorFormat.header(columns, sortedBy: monitor.sortKey, descending: monitor.sortDescending)
        if let visible = tableView.indexPathsForVisibleRows, !visible.isEmpty {
            tableView.reloadRows(at: visible, with: .none)
        }
    }

    public func togglePause() {
        isPaused.toggle()
        if isPaused {
            timer?.invalidate()
            timer = nil
            statusLabel.text = "paused · Space resumes"
        } else {
            refresh()
            scheduleRefresh()
        }
    }

    /// The process the table's focus is on.
    public var focusedProcess: ProcessSample? {
        guard let row = tableView.focusedIndexPath?.row, row < rows.count else { return nil }
        return rows[row]
    }

    /// Asks, then sends SIGTERM to `process`.
    public func confirmTermination(of process: ProcessSample) {
        let alert = AlertController(title: "End \(process.name) (\(process.pid))?",
                                    message: "It is sent SIGTERM and may save its work first.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "End process", style: .destructive) { [unowned self] _ in
            if let failure = signaller.terminate(process.pid, name: process.name) {
                statusLabel.text = "⚠ \(failure)"
            } else {
                statusLabel.text = "sent SIGTERM to \(process.name) (\(process.pid))"
            }
        })
        present(alert, animated: false)
    }

    public override var keyCommands: [KeyCommand] {
        [
            KeyCommand(title: "CPU", input: "c") { [unowned self] _ in sort(by: .cpu) },
            KeyCommand(title: "memory", input: "m") { [unowned self] _ in sort(by: .memory) },
            KeyCommand(title: "pid", input: "p") { [unowned self] _ in sort(by: .pid) },
            KeyCommand(title: "name", input: "n") { [unowned self] _ in sort(by: .name) },
            KeyCommand(title: "end process", input: "k") { [unowned self] _ in
                if let process = focusedProcess { confirmTermination(of: process) }
            },
            KeyCommand(title: isPaused ? "resume" : "pause", input: " ") { [unowned self] _ in togglePause() },
        ]
    }

    // MARK: - Table

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "process", for: indexPath)
        cell.textLabel?.text = MonitorFormat.row(rows[indexPath.row], columns)
        cell.textLabel?.lineBreakMode = .byClipping
        return cell
    }
}
