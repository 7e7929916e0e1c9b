package org.kaylescourseware.cli;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.kaylescourseware.site.CourseBuild;
import picocli.CommandLine;

/** Runs the command line in-process, as {@code main} does but without exiting, and keeps what it printed. */
public record Cli(int exitCode, String out, String err) {

    /**
     * What a test starts the command line's own JVM with, where the test is about the process (its user, working folder,
     * locale, a kill) and not about speed or the heap: the client compiler only. A run of a few seconds then spends about
     * half the CPU time on compiling and running (a build of the small course from its cache, 8.0 CPU-s with both
     * compilers and 4.0 with this; with --no-cache 13.4 and 7.7; grundy 0.63 and 0.38), and what it prints is the same.
     */
    public static final String CHILD_JIT = "-XX:TieredStopAtLevel=1";

    /** Runs {@code args} in this JVM as {@code main} does. */
    public static Cli run(String... args) {
        return run(KaylesCourseware.commandLineFor(args), args);
    }

    /** Runs {@code args} in the tree of every subcommand, the one {@code help} uses. */
    static Cli runInFullTree(String... args) {
        return run(KaylesCourseware.commandLine(), args);
    }

    private static Cli run(CommandLine commandLine, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = KaylesCourseware.execute(commandLine, args);
        return new Cli(exitCode, out.toString(), err.toString());
    }

    /**
     * Runs the command line as the unprivileged user 65534 ({@code setpriv --reuid=65534 --regid=65534
     * --clear-groups}, util-linux) in a JVM of its own. The tests run as root, whom {@code chmod} does not
     * stop: a file that cannot be read is only unreadable for another user. The class path is linked
     * into a folder that user can reach (the Maven repository under /root is not).
     */
    static final class AsNobody {

        private static final String NOBODY = "65534";
        private static String classPath;

        private AsNobody() {
        }

        /** Hands the tree at {@code root} to the unprivileged user, so that only the permissions set after stop it. */
        static void own(Path root) {
            command(List.of("chown", "-R", NOBODY + ":" + NOBODY, root.toString()));
        }

        /** Sets the permissions of {@code path} as {@code chmod} writes them, e.g. "000" or "755". */
        static void chmod(Path path, String mode) {
            command(List.of("chmod", mode, path.toString()));
        }

        /** Runs the command line with {@code args} as the unprivileged user, in {@code folder}. */
        static Cli run(Path folder, String... args) {
            List<String> command = new ArrayList<>(List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups",
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(), CHILD_JIT, "-cp", classPath(),
                    KaylesCourseware.class.getName()));
            command.addAll(List.of(args));
            try {
                File out = File.createTempFile("nobody", ".out");
                File err = File.createTempFile("nobody", ".err");
                try {
                    Process process = new ProcessBuilder(command).directory(folder.toFile()).redirectOutput(out).redirectError(err)
                            .start();
                    if (!process.waitFor(180, TimeUnit.SECONDS)) {
                        process.destroyForcibly();
                        throw new AssertionError("still running after 180 s: " + String.join(" ", args));
                    }
                    return new Cli(process.exitValue(), Files.readString(out.toPath(), StandardCharsets.UTF_8),
                            Files.readString(err.toPath(), StandardCharsets.UTF_8));
                } finally {
                    Files.deleteIfExists(out.toPath());
                    Files.deleteIfExists(err.toPath());
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }

        /** This JVM's class path, each jar linked (or copied) into a folder every user can read. */
        private static synchronized String classPath() {
            if (classPath == null) {
                try {
                    Path folder = Files.createDirectories(CourseBuild.TEST_SITES).resolve("nobody-classpath-" + ProcessHandle.current().pid());
                    Files.createDirectories(folder);
                    Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
                    List<String> entries = new ArrayList<>();
                    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
                        Path path = Path.of(entry);
                        if (Files.isRegularFile(path)) {
                            Path link = folder.resolve(entries.size() + "-" + path.getFileName());
                            try {
                                Files.createLink(link, path);
                            } catch (IOException | UnsupportedOperationException e) {
                                Files.copy(path, link);
                            }
                            path = link;
                        }
                        entries.add(path.toString());
                    }
                    classPath = String.join(File.pathSeparator, entries);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return classPath;
        }

        private static void command(List<String> command) {
            try {
                Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
                String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (process.waitFor() != 0) {
                    throw new AssertionError(String.join(" ", command) + ": " + printed);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
