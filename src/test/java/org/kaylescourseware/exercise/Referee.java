package org.kaylescourseware.exercise;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.kaylescourseware.exercise.kinds.GrundyValueAnswer;
import org.kaylescourseware.exercise.kinds.PeriodAnswer;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * Judges the answers of an exported question by the tests' own routes, from the exercise's
 * position alone: the whole game tree ({@link NaiveGame}) for outcomes and moves, the plain mex
 * recurrence run to {@value #RUN} for values and periods, Bouton's rule beside every small Nim
 * position for reduced forms, Milley's Theorem 1 in closed form and a partizan search. What it
 * returns is every right answer in canonical form ({@link FieldType#canonical}).
 */
public final class Referee {

    static final int RUN = 3_000;
    private final Map<String, int[]> values = new HashMap<>();
    private final Map<String, NaiveGame> trees = new HashMap<>();

    /** The right answers to the question on {@code field} of {@code e} ({@code moves-count}, {@code moves-one} for lists). */
    public Set<String> right(Exercise e, String field) {
        List<Integer> heaps = NaiveGame.of(e.prompt().position());
        return switch (e.kind()) {
            case GRUNDY_VALUE -> grundy(e, field);
            case NIM_SUM -> Set.of(String.valueOf(heaps.stream().reduce(0, (a, b) -> a ^ b)));
            case WINNING_MOVES -> field.equals("moves-count") ? Set.of(String.valueOf(winning(e, heaps, false).size()))
                    : orNone(winning(e, heaps, false));
            case OUTCOME -> field.equals("outcome") ? Set.of(value(e, heaps) == 0 ? "P" : "N")
                    : orNone(winning(e, heaps, false));
            case PERIOD -> period(e, field);
            case MISERE_VERSUS_NORMAL -> field.equals("normal") ? Set.of(value(e, heaps) == 0 ? "P" : "N")
                    : field.equals("misere") ? Set.of(tree(e).misereWin(heaps) ? "N" : "P")
                    : field.startsWith("normal-") ? moves(field, winning(e, heaps, false)) : moves(field, winning(e, heaps, true));
            case MISERE_QUOTIENT, MISERE_NIM_BOUTON -> field.equals("outcome") ? Set.of(tree(e).misereWin(heaps) ? "N" : "P")
                    : moves(field, winning(e, heaps, true));
            case MISERE_NIM_REDUCED_FORM -> reducedForms(heaps);
            case PARTIZAN_REDUCTION -> equivalentSums(heaps);
            case PARTIZAN_OUTCOME -> Set.of(new StripOutcomeSearch(PlayConvention.MISERE, 40)
                    .outcome(e.prompt().position()).name());
            case PARTIZAN_WINNING_MOVE -> partizanWinningMoves(e);
        };
    }

    /** A field of winning moves: how many for its {@code -count} part, else the moves themselves (none when none). */
    private static Set<String> moves(String field, List<List<Integer>> winning) {
        return field.endsWith("-count") ? Set.of(String.valueOf(winning.size())) : orNone(winning);
    }

    /**
     * Every position a move of the player to move leaves (a square on any cell, or a domino on any two adjacent
     * cells, of any strip) in which the opponent, moving first, loses misère play; none when there is none.
     */
    private static Set<String> partizanWinningMoves(Exercise e) {
        org.kaylescourseware.game.Player player = ((org.kaylescourseware.exercise.kinds.PartizanMoveAnswer) e.answer()).player();
        StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.MISERE, 40);
        List<Integer> heaps = e.prompt().position().heaps();
        int width = player == org.kaylescourseware.game.Player.LEFT ? 1 : 2;
        Set<String> out = new java.util.TreeSet<>();
        for (int i = 0; i < heaps.size(); i++) {
            for (int before = 0; before + width <= heaps.get(i); before++) {
                List<Integer> rest = new java.util.ArrayList<>(heaps);
                rest.remove(i);
                rest.add(before);
                rest.add(heaps.get(i) - before - width);
                Position after = new Position(rest);
                if (!search.winsMovingFirst(after, player.opponent())) {
                    out.add(after.toString());
                }
            }
        }
        return out.isEmpty() ? Set.of(FieldType.NONE) : out;
    }

    /**
     * Every kS1 + jS2 with Theorem 1's k − j (Corollary 4: adding S1 + S2 changes nothing; the monoid is
     * the integers, so no other k − j is equivalent), as strips, up to ten copies of S1 + S2 beyond the cells.
     */
    private static Set<String> equivalentSums(List<Integer> heaps) {
        int d = theoremOne(heaps, 1) - theoremOne(heaps, 2);
        int cells = Math.max(heaps.stream().mapToInt(Integer::intValue).sum(), theoremOne(heaps, 1)
                + 2 * theoremOne(heaps, 2)) + 30;
        Set<String> sums = new java.util.HashSet<>();
        for (int j = Math.max(0, -d); 3 * j + d <= cells; j++) {
            List<Integer> strips = new ArrayList<>();
            for (int i = 0; i < j; i++) {
                strips.add(2);
            }
            for (int i = 0; i < j + d; i++) {
                strips.add(1);
            }
            sums.add(strips.isEmpty() ? "0" : String.join("+", strips.stream().map(String::valueOf).toList()));
        }
        return sums;
    }

    private int[] values(Exercise e) {
        return values.computeIfAbsent(e.prompt().rule(), code -> GrundyValues.byMexRecurrence(ImpartialRule.parse(code), RUN));
    }

    private NaiveGame tree(Exercise e) {
        return trees.computeIfAbsent(e.prompt().rule(), code -> new NaiveGame(ImpartialRule.parse(code)));
    }

    private int value(Exercise e, List<Integer> heaps) {
        int x = 0;
        for (int h : heaps) {
            x ^= values(e)[h];
        }
        return x;
    }

    /** The positions one move leaves that are lost for the player to move (normal or misère play). */
    private List<List<Integer>> winning(Exercise e, List<Integer> heaps, boolean misere) {
        List<List<Integer>> out = new ArrayList<>();
        for (List<Integer> after : tree(e).after(heaps)) {
            if (misere ? !tree(e).misereWin(after) : value(e, after) == 0) {
                out.add(after);
            }
        }
        return out;
    }

    private static Set<String> orNone(List<List<Integer>> positions) {
        Set<String> out = new TreeSet<>();
        for (List<Integer> p : positions) {
            out.add(new Position(p).toString());
        }
        return out.isEmpty() ? Set.of(FieldType.NONE) : out;
    }

    private Set<String> grundy(Exercise e, String field) {
        GrundyValueAnswer a = (GrundyValueAnswer) e.answer();
        int[] g = values(e);
        return Set.of(String.valueOf(field.equals("value") ? g[a.heap()] : g[a.heap()] ^ g[a.other()]));
    }

    /** The values of the two far heaps in the long run, and the outcome of their sum: P exactly when the two are equal. */
    private Set<String> period(Exercise e, String field) {
        int[] g = values(e);
        // the heaps the question names, in its order; the values from the long run of the recurrence
        PeriodAnswer asked = (PeriodAnswer) e.answer();
        return Set.of(switch (field) {
            case "first-value" -> String.valueOf(g[asked.first()]);
            case "second-value" -> String.valueOf(g[asked.second()]);
            default -> g[asked.first()] == g[asked.second()] ? "P" : "N";
        });
    }

    /**
     * The reduced form by Definition 5 of "Misère equivalence classes of Nim positions" (INTEGERS 16,
     * 2016), applied rule by rule as the paper states it: (i) while two or more heaps are odd, the two
     * smallest odd heaps each lose a token; (ii) a single odd heap that is not a largest one loses a
     * token and a largest heap gains one; (iii) empty heaps go.
     */
    private static Set<String> reducedForms(List<Integer> heaps) {
        List<Integer> h = new ArrayList<>(heaps);
        while (true) {
            List<Integer> odd = new ArrayList<>();
            for (int i = 0; i < h.size(); i++) {
                if (h.get(i) % 2 == 1) {
                    odd.add(i);
                }
            }
            odd.sort((a, b) -> Integer.compare(h.get(a), h.get(b)));
            if (odd.size() >= 2) {
                h.set(odd.get(0), h.get(odd.get(0)) - 1);
                h.set(odd.get(1), h.get(odd.get(1)) - 1);
                continue;
            }
            int largest = h.stream().mapToInt(Integer::intValue).max().orElse(0);
            if (odd.size() == 1 && h.get(odd.get(0)) < largest) {
                h.set(odd.get(0), h.get(odd.get(0)) - 1);
                h.set(h.indexOf(largest), largest + 1);
            }
            break;
        }
        return Set.of(new Position(h).toString());
    }

    /** Milley (2015), Theorem 1: S_3k = k(S1 + S2), S_3k+1 adds a square, S_3k+2 a domino. */
    private static int theoremOne(List<Integer> strips, int piece) {
        int count = 0;
        for (int n : strips) {
            count += n / 3 + (n % 3 == piece ? 1 : 0);
        }
        return count;
    }
}
