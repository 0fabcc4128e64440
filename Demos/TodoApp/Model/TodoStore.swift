import Foundation

/// Where the list lives on disk: JSON in the XDG data directory
/// (`$XDG_DATA_HOME/trellis-todo/todos.json`, or `~/.local/share/trellis-todo/todos.json`),
/// written whole to a temporary file and renamed over the old one, so a crash mid-save
/// leaves the previous list intact.
///
/// Nothing is ever lost: a file that cannot be read as a list (damaged, or written by a
/// newer version) is moved aside under a name that says why and when, and reported; a file
/// that exists but cannot be read blocks saving, so it is never overwritten; a save that
/// fails is reported and the list stays in memory, to be saved by the next change.
public final class TodoStore {
    /// The file's format version; a newer one is left alone.
    public static let formatVersion = 1

    public let fileURL: URL
    /// Why saving is off, when the file could not be read and must not be overwritten.
    public private(set) var savingBlockedReason: String?

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The store under the XDG data directory of `environment`.
    public convenience init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let base: URL
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = URL(fileURLWithPath: data, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
        }
        self.init(fileURL: base.appendingPathComponent("trellis-todo/todos.json"))
    }

    /// What loading found.
    public enum LoadResult: Equatable {
        /// No file yet: an empty list.
        case empty
        case loaded(TodoList)
        /// The file could not be read as a list and was moved to `movedTo`.
        case setAside(reason: String, movedTo: String)
        /// The file exists but could not be read; saving is off so it is not overwritten.
        case unreadable(reason: String)

        /// The list to start with.
        public var list: TodoList {
            if case .loaded(let list) = self { return list }
            return TodoList()
        }

        /// One line for the user, or nil when all went well.
        public var message: String? {
            switch self {
            case .empty, .loaded: nil
            // What happens first and the file names, no folders (the old file stays beside
            // the list's), so the line fits 80 columns: cut, it would lose the new name.
            case .setAside(let reason, let path):
                "New list: the old one (\(reason.hasSuffix("damaged") ? "damaged" : "newer version")) is kept as \(TodoStore.fileName(path))"
            case .unreadable(let reason): "Changes are not saved: \(reason)"
            }
        }
    }

    private struct File: Codable {
        var format: Int
        var items: [TodoItem]
    }

    private struct FormatOnly: Codable {
        var format: Int
    }

    public func load(now: Date = Date()) -> LoadResult {
        let path = fileURL.path
        guard FileManager.default.fileExists(atPath: path) else { return .empty }
        let data: Data
        do {
            var isFolder: ObjCBool = false
            // Foundation reports a folder only as "The operation could not be completed".
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR))
            }
            data = try Data(contentsOf: fileURL)
        } catch {
            // The file's name, not its path: the line must fit the status row.
            let reason = "Cannot read \(fileURL.lastPathComponent) (\(TodoStore.describe(error)))"
            savingBlockedReason = reason
            return .unreadable(reason: reason)
        }
        if let version = try? JSONDecoder().decode(FormatOnly.self, from: data).format, version > TodoStore.formatVersion {
            return setAside("\(path) was written by a newer version (format \(version))", suffix: "newer", now: now)
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            return .loaded(TodoList(items: file.items))
        } catch {
            return setAside("\(path) is damaged", suffix: "damaged", now: now)
        }
    }

    private func setAside(_ reason: String, suffix: String, now: Date) -> LoadResult {
        let stamp = Int(now.timeIntervalSince1970)
        var target = fileURL.appendingPathExtension("\(suffix)-\(stamp)")
        var attempt = 1
        while FileManager.default.fileExists(atPath: target.path) {
            attempt += 1
            target = fileURL.appendingPathExtension("\(suffix)-\(stamp)-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: fileURL, to: target)
            return .setAside(reason: reason, movedTo: target.path)
        } catch {
            let reason = "\(reason), and it could not be moved aside (\(TodoStore.describe(error)))"
            savingBlockedReason = reason
            return .unreadable(reason: reason)
        }
    }

    /// Writes the list; throws a ``TodoStoreError`` saying what failed and where.
    public func save(_ list: TodoList) throws {
        if let savingBlockedReason { throw TodoStoreError(message: savingBlockedReason) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(File(format: TodoStore.formatVersion, items: list.items))
            let folder = fileURL.deletingLastPathComponent()
            var isFolder: ObjCBool = false
            // A file where the folder should be: say so, not "A file with the same name
            // already exists", which is what creating the folder would report.
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))])
            }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            let reason = TodoStore.describe(error)
            throw TodoStoreError(message: "Cannot save to \(fileURL.path) (\(reason))",
                                 shortMessage: "Cannot save \(fileURL.lastPathComponent): \(reason)")
        }
    }

    /// `path` with the home folder written `~`, to leave room on the status row.
    static func abbreviated(_ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        guard let home, home.count > 1, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// The last part of a path: what the status row names, as the folder is the list's.
    static func fileName(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// The reason an error gives in one line: the POSIX reason where there is one.
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        // Foundation's own codes, whose descriptions ("The operation could not be
        // completed…") would fill the status row before saying anything.
        if nsError.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileWriteNoPermission, .fileReadNoPermission: return String(cString: strerror(EACCES))
            case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
            case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
            case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
            default: break
            }
        }
        return nsError.localizedDescription
    }
}

/// A save that failed, with a message for the user.
public struct TodoStoreError: Error, Equatable, CustomStringConvertible {
    /// What failed, with the whole path.
    public let message: String
    /// The same with the file's name only, for the status row.
    public let shortMessage: String

    public init(message: String, shortMessage: String? = nil) {
        self.message = message
        self.shortMessage = shortMessage ?? message
    }

    public var description: String { message }
}
