package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The misère quotients of the octal games 0.ab with two code digits (b not 0), each computed heap by heap until the
 * periodicity theorem certifies a period of its pretending function (then it is the quotient of every heap), within
 * two bounds: at most {@code heapLimit} heaps, and no trial quotient of more than {@code maxOrder} elements.
 *
 * @param heapLimit the most heaps computed for a game
 * @param maxOrder the most elements a trial quotient may have
 * @param games one line per game, in the order of their codes
 */
public record OctalQuotientSurvey(int heapLimit, int maxOrder, List<Game> games) {

    /** How far a game's quotient was settled within the bounds. */
    public enum Status {
        /** A period of Φ is certified: the quotient of every heap. */
        SETTLED,
        /** Every heap up to the limit computed, and no period of Φ certified there. */
        NO_PERIOD_YET,
        /** A trial quotient for heap {@code heaps + 1} outgrew the bound on elements. */
        TOO_LARGE
    }

    /**
     * One game: its quotient's order and P-portion over heaps 1..{@code heaps} (the whole quotient when settled), and, when
     * settled, the preperiod the certificate starts from, the least preperiod of Φ with that period (the least n0 with
     * Φ(m + period) = Φ(m) for every m ≥ n0; the seventh referee found 0.01 certified from row 3, least from row 2), the
     * period and whether the quotient is tame (0, 0, 0 and false otherwise).
     */
    public record Game(String code, Status status, int heaps, int order, int pPortion, int preperiod, int leastPreperiod, int period,
            boolean tame) {
    }

    public OctalQuotientSurvey {
        games = List.copyOf(games);
    }

    /** The codes surveyed: 0.01 … 0.77 without those ending in 0, 56 of them. */
    public static List<String> codes() {
        List<String> codes = new ArrayList<>();
        for (int a = 0; a < 8; a++) {
            for (int b = 1; b < 8; b++) {
                codes.add("0." + a + b);
            }
        }
        return codes;
    }

    /** Every game of {@link #codes()} within the bounds. */
    public static OctalQuotientSurvey of(int heapLimit, int maxOrder) {
        List<Game> games = new ArrayList<>();
        for (String code : codes()) {
            games.add(game(code, heapLimit, maxOrder));
        }
        return new OctalQuotientSurvey(heapLimit, maxOrder, games);
    }

    private static Game game(String code, int heapLimit, int maxOrder) {
        int[] last = {0, 1, 0};
        try {
            MisereQuotient q = MisereQuotientSolver.misereQuotientOfAllHeaps(ImpartialRule.parse(code), heapLimit, maxOrder,
                    (heap, order, p) -> {
                        last[0] = heap;
                        last[1] = order;
                        last[2] = p;
                    });
            Optional<PretendingPeriod> period = q.period().filter(PretendingPeriod::certified);
            return period.map(c -> new Game(code, Status.SETTLED, q.heapBound(), q.order(), q.pPortion().size(), c.preperiod(),
                    leastPreperiod(q, c), c.period(), q.isTame())).orElse(new Game(code, Status.NO_PERIOD_YET, q.heapBound(),
                    q.order(), q.pPortion().size(), 0, 0, 0, false));
        } catch (MisereQuotientSolver.TooManyElements tooLarge) {
            return new Game(code, Status.TOO_LARGE, last[0], last[1], last[2], 0, 0, 0, false);
        }
    }

    /**
     * The least n0 with Φ(m + p) = Φ(m) for every m ≥ n0: the certified period holds from its preperiod on, so n0 is that
     * preperiod lowered while the row just below it repeats p rows on.
     */
    private static int leastPreperiod(MisereQuotient q, PretendingPeriod certified) {
        int least = certified.preperiod();
        while (least > 0 && q.pretend(least - 1) == q.pretend(least - 1 + certified.period())) {
            least--;
        }
        return least;
    }

    /**
     * What is wrong with this as the survey within {@code heapLimit} and {@code maxOrder}, if anything, for one read back
     * from a store: other bounds, other games, or a line whose numbers cannot be (a P-portion that is not a proper part, a
     * period on a game not settled, heaps beyond the limit, an order beyond the bound).
     */
    public Optional<String> firstProblem(int heapLimit, int maxOrder) {
        if (this.heapLimit != heapLimit || this.maxOrder != maxOrder || !games.stream().map(Game::code).toList().equals(codes())) {
            return Optional.of("it is not the survey of the codes " + codes().get(0) + "–0.77 within " + heapLimit + " heaps and "
                    + maxOrder + " elements");
        }
        for (Game g : games) {
            boolean settled = g.status() == Status.SETTLED;
            if (g.heaps() < 0 || g.heaps() > heapLimit || g.order() < 1 || g.order() > maxOrder || g.pPortion() < 0
                    || g.pPortion() >= g.order() || settled != (g.period() > 0) || g.leastPreperiod() < 0
                    || g.leastPreperiod() > g.preperiod() || (!settled && (g.preperiod() != 0 || g.tame()))) {
                return Optional.of("its line for " + g.code() + " cannot be: " + g);
            }
        }
        return Optional.empty();
    }
}
