package org.kaylescourseware.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.List;
import java.util.stream.Collectors;
import org.kaylescourseware.impartial.InsufficientHeapException;
import org.kaylescourseware.site.source.SourceUnreadable;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * How the command line reports what went wrong: one line saying what and which value, never a
 * stack trace (unless {@value #DEBUG} is set), and an exit status from {@link ExitStatus}.
 * A bad argument's line ends by pointing to the command's help; a heap too small names the -Xmx
 * that would do; a file that cannot be written names the file and the reason.
 */
final class OneLineErrors implements IParameterExceptionHandler, IExecutionExceptionHandler {

    /** Set to 1 in the environment to see the stack trace of an internal error. */
    static final String DEBUG = "KAYLES_COURSEWARE_DEBUG";

    private static final String PROGRAM = "kayles-courseware";

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine command = ex.getCommandLine();
        PrintWriter err = command.getErr();
        String message = oneLine(ex.getMessage());
        if (ex instanceof UnmatchedArgumentException unmatched && !unmatched.getSuggestions().isEmpty()) {
            message += " (did you mean " + unmatched.getSuggestions().stream().limit(3)
                    .collect(Collectors.joining(" or ")) + "?)";
        }
        err.println(message + " (see '" + command.getCommandSpec().qualifiedName() + " --help')");
        printTraceIfAsked(err, ex);
        err.flush();
        return ExitStatus.USAGE;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine command, ParseResult parseResult) {
        List<String> args = parseResult == null ? List.of() : parseResult.originalArgs();
        return report(ex, command, args);
    }

    /** Reports anything a command threw, Errors included; returns the exit status. */
    static int report(Throwable thrown, CommandLine command, List<String> args) {
        PrintWriter err = command.getErr();
        String who = command.getCommandSpec().qualifiedName() + ": ";
        int status;
        if (thrown instanceof TooLargeForHeap refused) {
            err.println(who + oneLine(refused.getMessage()) + ". Raise the heap, e.g. "
                    + javaCommand(suggestedHeap(refused.bytesNeeded()), args));
            status = ExitStatus.HEAP;
        } else if (cause(thrown, InsufficientHeapException.class) != null) {
            // the solver refused before allocating; a build meets it inside JBake's rendering, wrapped
            InsufficientHeapException refused = cause(thrown, InsufficientHeapException.class);
            err.println(who + oneLine(refused.getMessage()) + ". Raise the heap, e.g. "
                    + javaCommand(suggestedHeap(refused.heapNeeded()), args));
            status = ExitStatus.HEAP;
        } else if (cause(thrown, OutOfMemoryError.class) != null) {
            long max = Runtime.getRuntime().maxMemory();
            err.println(who + "out of memory: this Java may use " + TooLargeForHeap.megabytes(max) + " MB of heap,"
                    + " too little for this; raise it, e.g. " + javaCommand(suggestedHeap(4 * max), args));
            status = ExitStatus.HEAP;
        } else if (thrown instanceof StackOverflowError) {
            err.println(who + "internal error: the computation went too deep for the thread's stack; run it with a"
                    + " larger one, e.g. java -Xss64m -jar " + PROGRAM + ".jar ..., and set " + DEBUG + "=1 to see where");
            status = ExitStatus.INTERNAL;
        } else if (thrown instanceof SourceUnreadable unreadable) {
            err.println(who + String.join("; ", unreadable.lines()));
            status = ExitStatus.FILE;
        } else if (ioProblem(thrown) != null) {
            err.println(who + describe(thrown));
            status = ExitStatus.FILE;
        } else {
            err.println(who + "internal error: " + oneLine(innermostMessage(thrown)) + " (set " + DEBUG
                    + "=1 to see where it happened)");
            status = ExitStatus.INTERNAL;
        }
        printTraceIfAsked(err, thrown);
        err.flush();
        return status;
    }

    /**
     * The I/O problem behind {@code thrown} in one line. Where the program said what it was doing ("cannot write
     * /site/.site-builds/v1/index.html", an {@link UncheckedIOException}'s message), that and the file system's reason
     * ("no space left on device"): a full disk's error names no file, and the operation's own says neither read nor write.
     */
    static String describe(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof UncheckedIOException unchecked && String.valueOf(unchecked.getMessage()).startsWith("cannot ")) {
                IOException problem = unchecked.getCause();
                String reason = problem instanceof FileSystemException fs ? reason(fs) : problem.getMessage() == null
                        ? "input/output error" : oneLine(problem.getMessage()).toLowerCase(java.util.Locale.ROOT);
                return oneLine(unchecked.getMessage()) + ": " + reason;
            }
        }
        return describe(ioProblem(thrown));
    }

    /** "cannot write /root/x: permission denied", from what the file system said. */
    static String describe(IOException problem) {
        if (problem instanceof FileSystemException fs && fs.getFile() != null) {
            return "cannot read or write " + fs.getFile() + (fs.getOtherFile() == null ? "" : " (or " + fs.getOtherFile()
                    + ")") + ": " + reason(fs);
        }
        return "cannot read or write a file: " + oneLine(problem.getMessage() == null ? "input/output error"
                : problem.getMessage());
    }

    /** Why a file operation failed, in words, without the exception's class name. */
    static String reason(FileSystemException fs) {
        if (fs instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (fs instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (fs instanceof FileAlreadyExistsException) {
            return "something is already there";
        }
        if (fs instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (fs instanceof DirectoryNotEmptyException) {
            return "the folder is not empty";
        }
        return fs.getReason() == null ? "input/output error" : oneLine(fs.getReason()).toLowerCase(java.util.Locale.ROOT);
    }

    /** The I/O problem behind {@code thrown}, or null when it is not one. */
    static IOException ioProblem(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof IOException io) {
                return io;
            }
            if (t instanceof UncheckedIOException unchecked) {
                return unchecked.getCause();
            }
        }
        return null;
    }

    /** The first of {@code thrown} and its causes that is a {@code kind}, or null. */
    private static <T extends Throwable> T cause(Throwable thrown, Class<T> kind) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (kind.isInstance(t)) {
                return kind.cast(t);
            }
        }
        return null;
    }

    /** The message of the innermost cause that has one, since wrappers repeat it with class names. */
    private static String innermostMessage(Throwable thrown) {
        String message = null;
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                message = t.getMessage();
            }
        }
        return message == null ? "no message (a fault in the program)" : message;
    }

    /** The text on one line: line breaks become spaces. */
    static String oneLine(String text) {
        return text == null ? "" : text.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    /** A heap that would hold {@code bytes}: the next power of two in megabytes, as -Xmx writes it. */
    static String suggestedHeap(long bytes) {
        long mb = 256;
        while (mb < TooLargeForHeap.megabytes(bytes) && mb < (1L << 40)) {
            mb *= 2;
        }
        return mb >= 1024 ? (mb / 1024) + "g" : mb + "m";
    }

    private static String javaCommand(String heap, List<String> args) {
        String arguments = args.stream().map(a -> a.isEmpty() || a.matches(".*[\\s'\"\\\\$`*?].*")
                ? "'" + a.replace("'", "'\\''") + "'" : a).collect(Collectors.joining(" "));
        return "java -Xmx" + heap + " -jar " + PROGRAM + ".jar" + (arguments.isEmpty() ? "" : " " + arguments);
    }

    private static void printTraceIfAsked(PrintWriter err, Throwable thrown) {
        String debug = System.getenv(DEBUG);
        if (debug != null && !debug.isBlank() && !debug.equals("0")) {
            thrown.printStackTrace(err);
        }
    }
}
