package org.kaylescourseware.site.directive.claims;

import static org.kaylescourseware.site.directive.claims.SourceClaims.math;
import static org.kaylescourseware.site.directive.claims.SourceClaims.nim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code period-claim game=dawsons-kayles period=34 from=52 related=dawsons-chess source=... quote=...}:
 * a source's "period p starting at n" checked value by value, and compared with the certified
 * period. {@code related} names a game whose values are this game's shifted by a few places
 * (Dawson's chess 0.137 and Dawson's Kayles 0.07 differ by one); the shift is found by computation.
 */
public final class PeriodClaimDirective implements Directive {

    /** The largest shift looked for between a game and a related one. */
    static final int MAX_SHIFT = 3;

    private static final Parameter<Integer> PERIOD = Parameter.integer("period", "the period the source claims", 1,
            Parameter.LARGEST);
    private static final Parameter<Integer> FROM = Parameter.integer("from", "where the source says the period starts", 0,
            Parameter.LARGEST);
    private static final Parameter<Optional<GameDefinition>> RELATED = Parameter.game("related",
            "a game id whose values are this game's, shifted").optional();

    @Override
    public String kind() {
        return "period-claim";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, Parameter.SYMBOL, SourceClaims.SOURCE, SourceClaims.QUOTE,
                PERIOD, FROM, RELATED);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        GrundySequence g = solver.sequence(game);
        int period = arguments.within(PERIOD, 1, g.to());
        int from = arguments.within(FROM, 0, g.to() - period);
        Periodicity certified = g.periodicity().orElseThrow(() -> arguments.fail(Parameter.GAME, game.id()
                + " has no certified period up to " + game.computeTo()));
        String d = arguments.get(Parameter.SYMBOL);
        String certificate = "The computed certificate for " + game.name() + " (" + game.rule().code() + "): period "
                + certified.period() + " from n = " + certified.preperiod() + ", checked for every n below "
                + certified.certifiedTo() + " as the octal periodicity theorem requires.";
        int lastBreak = lastBreak(g, period, from);
        String claim = SourceClaims.quoted(arguments.get(SourceClaims.QUOTE));
        String source = arguments.get(SourceClaims.SOURCE);
        String title = "where the period starts";
        String related = relatedGame(arguments, solver, game, g, from);
        if (lastBreak < 0 && period % certified.period() == 0) {
            return claims(SourceClaims.confirmed(title, source, claim, math(nimAt("n+" + period) + " = " + nimAt("n"))
                    + " for every n ≥ " + from + " computed." + related, certificate));
        }
        String computed = lastBreak >= 0
                ? math(nim(d, lastBreak) + " = " + g.value(lastBreak)) + " but " + math(nim(d, lastBreak + period)
                        + " = " + g.value(lastBreak + period)) + ", so n = " + lastBreak + " is not yet periodic: the period "
                        + certified.period() + " starts at n = " + certified.preperiod() + "."
                : "The values have period " + certified.period() + ", which does not divide " + period + ".";
        return claims(SourceClaims.refuted(title, source, claim, computed + related, certificate));
    }

    private static SourceClaims claims(SourceClaims.Claim claim) {
        return new SourceClaims(List.of(claim));
    }

    private static String nimAt(String n) {
        return "\\mathcal{G}(" + n + ")";
    }

    /** The largest n ≥ from with g(n) ≠ g(n + p) among the computed values, or −1. */
    private static int lastBreak(GrundySequence g, int p, int from) {
        for (int n = g.to() - p; n >= from; n--) {
            if (g.value(n) != g.value(n + p)) {
                return n;
            }
        }
        return -1;
    }

    /** A sentence on the related game, its computed shift and its own certificate; empty without one. */
    private static String relatedGame(DirectiveArguments arguments, SolverSession solver, GameDefinition game,
            GrundySequence g, int from) {
        Optional<GameDefinition> related = arguments.get(RELATED);
        if (related.isEmpty()) {
            return "";
        }
        GameDefinition other = related.get();
        GrundySequence h = solver.sequence(other);
        int shift = shift(g, h).orElseThrow(() -> arguments.fail(RELATED, other.id() + "'s values are not "
                + game.id() + "'s shifted by at most " + MAX_SHIFT + " places"));
        Periodicity p = h.periodicity().orElseThrow(() -> arguments.fail(RELATED, other.id()
                + " has no certified period up to " + other.computeTo()));
        String sign = shift >= 0 ? "n + " + shift : "n − " + (-shift);
        return " " + other.name() + " (" + other.rule().code() + ") has the same values shifted: its heap of n tokens is worth "
                + math("\\mathcal{G}(" + sign.replace(" ", "") + ")")
                + ", and its period " + p.period() + " starts at n = " + p.preperiod()
                + (p.preperiod() == from ? ", the source's number, counted in " + other.name() + "'s heaps." : ".");
    }

    /** The s with h(n) = g(n + s) wherever both are computed, smallest |s| first; empty if none up to MAX_SHIFT. */
    static Optional<Integer> shift(GrundySequence g, GrundySequence h) {
        List<Integer> candidates = new ArrayList<>();
        for (int s = 0; s <= MAX_SHIFT; s++) {
            candidates.add(s);
            if (s > 0) {
                candidates.add(-s);
            }
        }
        for (int s : candidates) {
            boolean all = true;
            for (int n = Math.max(0, -s); n <= h.to() && n + s <= g.to() && all; n++) {
                all = h.value(n) == g.value(n + s);
            }
            if (all) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
