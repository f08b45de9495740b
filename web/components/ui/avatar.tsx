import { useDataSaver } from '#web/lib/data-saver.ts';

/**
 * A member's round picture; without one, the first letter of the name. Decorative (`alt=""`):
 * the name always stands beside it.
 */
export function Avatar({
  src,
  name = '',
  size,
  lazy,
}: {
  src?: string | null;
  name?: string;
  size: number;
  /** below the fold: the browser fetches it when it comes near */
  lazy?: boolean;
}) {
  const box = { width: size, height: size };
  // The data saver fetches no picture: the first letter stands in (decisions 014).
  const saver = useDataSaver();
  return src && !saver ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className="shrink-0 rounded-full bg-stone-200 object-cover"
      style={box}
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-rose-100 font-bold text-rose-800"
      style={box}
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
