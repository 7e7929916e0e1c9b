package org.kaylescourseware.site.directive.impartial;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code grundy-plot game=dawsons-kayles to=120 symbol=D}: the values g(0..to) as a bar chart (an
 * SVG whose geometry is computed here), the periodic part shaded, axes labelled, and the values
 * as text beside it for readers who cannot see the chart.
 */
public final class GrundyPlotDirective implements Directive {

    static final int WIDTH = 720;
    static final int HEIGHT = 260;
    static final int LEFT = 44;
    static final int RIGHT = 12;
    static final int TOP = 14;
    static final int BOTTOM = 44;

    private static final Parameter<Integer> TO = Parameter.integer("to", "the largest heap size plotted", 1, 400);

    record GrundyPlot(String game, String rule, String symbol, int to, int width, int height, int plotLeft,
            int plotRight, int plotTop, int plotBottom, List<Bar> bars, List<Tick> xTicks, List<Tick> yTicks,
            boolean periodic, int period, int preperiod, String periodicX, String periodicWidth, int maxValue,
            int maxAt, List<Integer> values, String titleId, Labels labels) {
    }

    /** Where the axis texts go: tick labels below / left of the axes, axis titles centred on them. */
    record Labels(int xTickY, int yTickX, int xTitleX, int xTitleY, int yTitleY, int plotHeight) {
    }

    /** One bar: heap n of value v, drawn from (x, y) with the given width and height; {@code periodic} when n ≥ preperiod. */
    record Bar(int n, int value, String x, String y, String width, String height, boolean periodic) {
    }

    /** A tick: its label and position along its axis. */
    record Tick(String label, String at) {
    }

    @Override
    public String kind() {
        return "grundy-plot";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, TO, Parameter.SYMBOL);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        int to = arguments.get(TO);
        GrundySequence g = arguments.sequence(game, to, TO);
        Optional<Periodicity> periodicity = g.periodicity();
        int preperiod = periodicity.map(Periodicity::preperiod).orElse(Integer.MAX_VALUE);
        int max = 0;
        int maxAt = 0;
        List<Integer> values = new ArrayList<>();
        for (int n = 0; n <= to; n++) {
            values.add(g.value(n));
            if (g.value(n) > max) {
                max = g.value(n);
                maxAt = n;
            }
        }
        int top = Math.max(1, max);
        double step = (WIDTH - LEFT - RIGHT) / (double) (to + 1);
        double unit = (HEIGHT - TOP - BOTTOM) / (double) top;
        int bottom = HEIGHT - BOTTOM;
        List<Bar> bars = new ArrayList<>();
        for (int n = 0; n <= to; n++) {
            double h = g.value(n) * unit;
            bars.add(new Bar(n, g.value(n), num(LEFT + n * step + step * 0.15), num(bottom - h), num(step * 0.7), num(h),
                    n >= preperiod));
        }
        List<Tick> xTicks = new ArrayList<>();
        int every = to <= 60 ? 10 : to <= 200 ? 20 : 50;
        for (int n = 0; n <= to; n += every) {
            xTicks.add(new Tick(String.valueOf(n), num(LEFT + (n + 0.5) * step)));
        }
        List<Tick> yTicks = new ArrayList<>();
        for (int v = 0; v <= top; v += top <= 10 ? 1 : 2) {
            yTicks.add(new Tick(String.valueOf(v), num(bottom - v * unit)));
        }
        boolean periodic = periodicity.isPresent() && preperiod <= to;
        String periodicX = periodic ? num(LEFT + preperiod * step) : "0";
        String periodicWidth = periodic ? num((to + 1 - preperiod) * step) : "0";
        return new GrundyPlot(game.name(), game.rule().code(), arguments.get(Parameter.SYMBOL), to, WIDTH, HEIGHT, LEFT, WIDTH - RIGHT,
                TOP, bottom, bars, xTicks, yTicks, periodic, periodicity.map(Periodicity::period).orElse(0),
                periodicity.map(Periodicity::preperiod).orElse(0), periodicX, periodicWidth, max, maxAt, values,
                "plot-" + game.id() + "-" + to, new Labels(bottom + 16, LEFT - 6, (LEFT + WIDTH - RIGHT) / 2, HEIGHT - 6,
                        (TOP + bottom) / 2, bottom - TOP));
    }

    /** A coordinate with two decimals, written the same on every machine. */
    private static String num(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
