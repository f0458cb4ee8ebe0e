// The help video of /parts/help (spec: "video, 'Read more' link, customer-service contact link"): where
// the numbers are on a hub, with English captions. Made by scripts/make-help-video.ts from the guide's own
// drawing and texts; served from the app (the page policy allows media from the app only).
import { useId } from 'react';
// never inlined as a data: URL, which the page policy would refuse for media
import captionsUrl from './find-assembly-number.vtt?url&no-inline';
import videoUrl from './find-assembly-number.webm?no-inline';

export function HelpVideo() {
  const captionId = useId();
  return (
    <figure className="help-video card" aria-labelledby={captionId}>
      <video controls preload="metadata" playsInline width={1280} height={720}>
        <source src={videoUrl} type="video/webm" />
        {/* the words are in the picture too; the track is for those who want them read or larger */}
        <track kind="captions" src={captionsUrl} srcLang="en" label="English" />
        Your browser cannot play this video; the guide below shows the same.
      </video>
      <figcaption id={captionId}>
        Video: where to find the hub assembly number (about 25 seconds, with captions)
      </figcaption>
    </figure>
  );
}
