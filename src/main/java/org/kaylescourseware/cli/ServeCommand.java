package org.kaylescourseware.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.kaylescourseware.cli.options.ProjectOptions;
import org.kaylescourseware.cli.options.WholeNumber;
import org.kaylescourseware.site.source.BuildFailure;
import org.kaylescourseware.site.SiteBuilder;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.preview.LiveReload;
import org.kaylescourseware.site.preview.PreviewServer;
import org.kaylescourseware.site.preview.RebuildLoop;
import org.kaylescourseware.site.preview.SourceWatcher;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code serve}: serves site/ on 127.0.0.1, builds it, and rebuilds it on every change. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Builds the site, serves it on http://127.0.0.1:PORT/ and rebuilds it whenever a file under"
                + " content/ or templates/ changes; an open page reloads itself when its output changed, where it was"
                + " scrolled to. Stop with Ctrl-C.",
                "A failed rebuild prints its problems, shows them over the open pages, and keeps serving the last good"
                        + " site. The port is taken before anything is built: a port in use stops serve at once, leaving the site as it was."})
final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProjectOptions options;

    @Option(names = {"-p", "--port"}, paramLabel = "PORT", defaultValue = "8820", converter = PortNumber.class,
            description = "The port on 127.0.0.1, 0..65535 (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SiteLayout layout = options.layout();
        Path site = options.site();
        try {
            layout.requireSources();
        } catch (BuildFailure missing) {
            err.println(missing.getMessage());
            return ExitStatus.FAILED;
        }
        PreviewServer server;
        LiveReload reload = new LiveReload();
        try {
            server = PreviewServer.start(site, port, reload); // the port first: taken, it fails before the output folder is touched
        } catch (IOException e) {
            err.println(portProblem(e));
            return ExitStatus.USAGE;
        }
        try (server; SourceWatcher watcher = new SourceWatcher(List.of(layout.content(), layout.templates()))) {
            out.println("Serving " + site + " on http://127.0.0.1:" + server.port() + "/ ; watching content/ and templates/");
            // one builder for the whole session: its solver cache makes a rebuild recompute only changed rules
            // a rebuild is one line on the console, so the steps of a build are not shown here
            SiteBuilder builder = BuildCommand.builder(options, step -> { }, warning -> {
                out.println("  " + warning);
                out.flush();
            });
            BuildCommand.StatusLine none = new BuildCommand.StatusLine(err, false);
            Runnable rebuild = () -> {
                try {
                    if (BuildCommand.build(builder, site, out, err, none, reload::failed) == ExitStatus.OK) {
                        reload.published();
                    }
                } catch (RuntimeException | Error thrown) {
                    reload.crashed(thrown); // the loop reports it on the console and goes on serving
                    throw thrown;
                }
            };
            new RebuildLoop(watcher, rebuild, out, err).run();
            return ExitStatus.OK;
        } catch (IOException e) {
            err.println("cannot watch content/ and templates/: " + e.getMessage());
            return ExitStatus.FILE;
        }
    }

    private String portProblem(IOException e) {
        if (e instanceof BindException && String.valueOf(e.getMessage()).contains("in use")) {
            return "port " + port + " is in use on 127.0.0.1; pick another with --port or 0 for any free one";
        }
        return "cannot listen on 127.0.0.1:" + port + " (" + e.getMessage() + "); pick another port with --port or 0 for"
                + " any free one";
    }

    /** A TCP port, 0..65535, checked as the arguments are read: nothing runs with a port that cannot be. */
    static final class PortNumber implements ITypeConverter<Integer> {

        @Override
        public Integer convert(String value) {
            return (int) WholeNumber.within(value, 0, 65535).orElseThrow(() -> new TypeConversionException("'" + value
                    + "' is not a port; give 0..65535 in the digits 0-9 (0 picks any free one)"));
        }
    }
}
